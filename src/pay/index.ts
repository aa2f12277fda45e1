/** What other areas use of the pay area (docs/areas/pay.md); they import nothing else of it. */
export { CommissionPlanCreate, CommissionPlanEdit } from './CommissionPlanForms';
export { CommissionPlanInput } from './CommissionPlanInput';
