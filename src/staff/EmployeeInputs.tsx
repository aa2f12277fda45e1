import { employee } from '../../registry';
import { CommissionPlanInput } from '../pay';
import { WorkingHoursInput } from './WorkingHoursInput';
import { FieldInput } from '../shared/ResourceInputs';

/** The employee form, shared by Create and Edit: the declared fields, the commission plan (for those who may see plans), then the week. */
export const EmployeeInputs = () => (
  <>
    {Object.entries(employee.fields)
      .filter(([name, field]) => field.type !== 'json' && name !== 'commissionPlanId')
      .map(([name, field]) => (
        <FieldInput key={name} name={name} field={field} />
      ))}
    <CommissionPlanInput />
    <WorkingHoursInput />
  </>
);
