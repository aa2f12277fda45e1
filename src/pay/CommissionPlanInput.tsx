import { AutocompleteInput, ReferenceInput, useCanAccess } from 'react-admin';
import { commissionPlan, employee } from '../../registry';

/**
 * The staff member's commission plan (`employee.commissionPlanId`), for roles that may read the
 * plans (module staff.Pay); the others edit the staff member without it, as the plans' list
 * would be refused them.
 */
export const CommissionPlanInput = () => {
  const { canAccess } = useCanAccess({ resource: commissionPlan.name, action: 'list' });
  if (!canAccess) return null;
  return (
    <ReferenceInput
      source="commissionPlanId"
      reference={employee.fields.commissionPlanId.reference!}
    >
      <AutocompleteInput />
    </ReferenceInput>
  );
};
