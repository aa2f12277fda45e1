import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { Create, SaveButton, SimpleForm, Toolbar, type TransformData } from 'react-admin';
import type { ResourceDeclaration } from '../../registry';
import { buildRecordSchema, type ValidationContext } from '../../registry/recordSchema';
import { useBusinessFormat } from '../format';
import { ResourceInputs } from './ResourceInputs';
import { useResourceSuccess } from './useResourceToast';

export type FormResolver = NonNullable<ComponentProps<typeof SimpleForm>['resolver']>;

/**
 * The same rules as the server, so most mistakes show before a round trip. Phone numbers are
 * read by the current business's country (`0412 345 678` is a number in Australia only).
 */
export const useRecordResolver = (declaration: ResourceDeclaration): FormResolver => {
  const { country } = useBusinessFormat();
  return useMemo(() => {
    const resolve = yupResolver(buildRecordSchema(declaration)) as unknown as FormResolver;
    const context: ValidationContext = { country };
    return (values, _formContext, options) => resolve(values, context, options);
  }, [declaration, country]);
};

/** What a resource may change of the generic form: its inputs, starting values, a resolver, a transform. */
export interface GenericFormProps {
  declaration: ResourceDeclaration;
  /** The inputs; the declaration's generic inputs when absent. */
  children?: ReactNode;
  defaultValues?: Record<string, unknown>;
  /** Replaces the declaration's resolver (a form with inputs the registry does not know). */
  resolver?: FormResolver;
  /** Changes the data before it is sent (e.g. uploads pictures first). */
  transform?: TransformData;
}

/** Save stays enabled on an empty form, so an empty submit explains what is missing. */
const CreateToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

export const GenericCreate = ({
  declaration,
  children,
  defaultValues,
  resolver,
  transform,
}: GenericFormProps) => {
  const onSuccess = useResourceSuccess(declaration, 'created');
  const declaredResolver = useRecordResolver(declaration);
  return (
    <Create transform={transform} mutationOptions={{ onSuccess }}>
      <SimpleForm
        resolver={resolver ?? declaredResolver}
        toolbar={<CreateToolbar />}
        defaultValues={defaultValues}
      >
        {children ?? <ResourceInputs declaration={declaration} />}
      </SimpleForm>
    </Create>
  );
};
