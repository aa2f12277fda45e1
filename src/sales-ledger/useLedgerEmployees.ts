import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { employee } from '../../registry';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { ALL_ROWS } from '../dataProvider/registryDataProvider';
import { maskPhone } from './maskPhone';

interface EmployeeOption {
  id: string;
  fullName: string;
  phone: string | null;
  email: string | null;
  /** The employee's sign-in, when the server sends it. */
  user?: { email: string | null } | null;
}

/** The e-mail the ledger filters by: the employee's sign-in's. */
const emailOf = (option: EmployeeOption) => option.user?.email ?? option.email;

/**
 * The employees the ledger can be filtered by, as the filter's options: the e-mail of their
 * sign-in as the value, their name (and masked phone) as the text. Only employees with an e-mail
 * are offered: the ledger knows its users by e-mail.
 */
export const useLedgerEmployees = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const businessId = useCurrentBusinessId();
  const { data: employees = [] } = useQuery({
    queryKey: ['sales-ledger', businessId, 'employees'],
    queryFn: async () =>
      (
        await dataProvider.getList<EmployeeOption>(employee.name, {
          pagination: { page: 1, perPage: ALL_ROWS },
          sort: { field: 'fullName', order: 'ASC' },
          filter: {},
        })
      ).data,
  });
  return employees.flatMap((option) => {
    const email = emailOf(option);
    if (!email) return [];
    const name = option.phone
      ? translate('saluni.orders.ledger.employeeOption', {
          name: option.fullName,
          phone: maskPhone(option.phone),
        })
      : option.fullName;
    return [{ _id: email, name }];
  });
};
