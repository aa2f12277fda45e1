import { Create, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { service } from '../../../registry';
import { useRecordResolver } from '../generic/GenericCreate';
import { ResourceDeleteButton } from '../generic/ResourceDeleteButton';
import { useResourceSuccess } from '../generic/useResourceToast';
import { NEW_PRICING_OPTION } from './PricingOptionsInput';
import { ServiceInputs } from './ServiceInputs';

const CreateToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ResourceDeleteButton declaration={service} />
  </Toolbar>
);

/** A new service starts with one pricing option to fill in. */
export const ServiceCreate = () => {
  const onSuccess = useResourceSuccess(service, 'created');
  const resolver = useRecordResolver(service);
  return (
    <Create mutationOptions={{ onSuccess }}>
      <SimpleForm resolver={resolver} toolbar={<CreateToolbar />} defaultValues={{ advancedPricing: [NEW_PRICING_OPTION] }}>
        <ServiceInputs />
      </SimpleForm>
    </Create>
  );
};

export const ServiceEdit = () => {
  const onSuccess = useResourceSuccess(service, 'updated');
  const resolver = useRecordResolver(service);
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SimpleForm resolver={resolver} toolbar={<EditToolbar />}>
        <ServiceInputs />
      </SimpleForm>
    </Edit>
  );
};
