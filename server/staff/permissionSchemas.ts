import * as yup from 'yup';
import { ACTIONS, MODULES } from '../../registry/modules';
import { textSchema } from '../../registry/validation';

export const moduleSchema = yup
  .string()
  .strict()
  .typeError('saluni.staff.permissions.moduleRequired')
  .oneOf([...MODULES], {
    message: 'saluni.validation.invalidChoice',
    args: { choices: MODULES.join(', ') },
  })
  .required('saluni.staff.permissions.moduleRequired');

/** A set of actions: each one of read/create/update/delete, none twice. */
export const actionsSchema = yup
  .array(
    yup
      .string()
      .strict()
      .oneOf([...ACTIONS], 'saluni.staff.permissions.actionsInvalid')
      .required('saluni.staff.permissions.actionsInvalid'),
  )
  .strict()
  .typeError('saluni.staff.permissions.actionsInvalid')
  .test(
    'unique',
    'saluni.staff.permissions.actionsInvalid',
    (value) => !value || new Set(value).size === value.length,
  )
  .required('saluni.staff.permissions.actionsInvalid');

export const employeeIdSchema = yup
  .string()
  .strict()
  .typeError('saluni.validation.mustBeId')
  .matches(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    'saluni.validation.mustBeId',
  )
  .required('saluni.staff.permissions.employeeRequired');

const businessIdField = { businessId: textSchema() };

/** `POST /v1/permission/employee`: one module's actions for an employee. */
export const createSchema = yup.object({
  ...businessIdField,
  employeeId: employeeIdSchema,
  module: moduleSchema,
  actions: actionsSchema,
});

/** `PUT /v1/permission/employee/:id`: the actions only. */
export const updateSchema = yup.object({ ...businessIdField, actions: actionsSchema });

/** `POST /v1/permission/employee/bulk`: an employee's whole set, each module once. */
export const bulkSchema = yup.object({
  ...businessIdField,
  employeeId: employeeIdSchema,
  permissions: yup
    .array(
      yup
        .object({ module: moduleSchema, actions: actionsSchema })
        .noUnknown('saluni.validation.unknownField')
        .strict()
        .required('saluni.validation.invalidValue'),
    )
    .strict()
    .typeError('saluni.validation.invalidValue')
    .test(
      'unique',
      'saluni.validation.invalidValue',
      (value) => !value || new Set(value.map((entry) => entry?.module)).size === value.length,
    )
    .required('saluni.validation.fieldRequired'),
});
