import { Create, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { membership } from '../../../registry';
import { storeImages } from '../../custom/offerings/uploadImages';
import { useRecordResolver } from '../generic/GenericCreate';
import { ResourceDeleteButton } from '../generic/ResourceDeleteButton';
import { useResourceSuccess } from '../generic/useResourceToast';
import { MembershipInputs } from './MembershipInputs';

/** New pictures are uploaded first; the membership write then names its files only. */
const transform = async (data: Record<string, unknown>) => ({
  ...data,
  duration: data.duration ?? null,
  serviceIds: data.serviceIds ?? [],
  images: await storeImages(data.images),
});

export const MembershipCreate = () => {
  const onSuccess = useResourceSuccess(membership, 'created');
  const resolver = useRecordResolver(membership);
  return (
    <Create transform={transform} mutationOptions={{ onSuccess }}>
      <SimpleForm
        resolver={resolver}
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        }
      >
        <MembershipInputs />
      </SimpleForm>
    </Create>
  );
};

export const MembershipEdit = () => {
  const onSuccess = useResourceSuccess(membership, 'updated');
  const resolver = useRecordResolver(membership);
  return (
    <Edit transform={transform} mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SimpleForm
        resolver={resolver}
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <ResourceDeleteButton declaration={membership} />
          </Toolbar>
        }
      >
        <MembershipInputs />
      </SimpleForm>
    </Edit>
  );
};
