import { employee } from '../../registry';
import { WorkingHoursInput } from './WorkingHoursInput';
import { FieldInput } from '../shared/ResourceInputs';

/** The employee form, shared by Create and Edit: the declared fields, then the week. */
export const EmployeeInputs = () => (
  <>
    {Object.entries(employee.fields)
      .filter(([, field]) => field.type !== 'json')
      .map(([name, field]) => (
        <FieldInput key={name} name={name} field={field} />
      ))}
    <WorkingHoursInput />
  </>
);
