import { membership } from '../../registry';
import { storeImages } from '../shared/uploadImages';
import { GenericCreate } from '../shared/GenericCreate';
import { GenericEdit } from '../shared/GenericEdit';
import { MembershipInputs } from './MembershipInputs';

/** New pictures are uploaded first; the membership write then names its files only. */
const transform = async (data: Record<string, unknown>) => ({
  ...data,
  duration: data.duration ?? null,
  serviceIds: data.serviceIds ?? [],
  images: await storeImages(data.images),
});

export const MembershipCreate = () => (
  <GenericCreate declaration={membership} transform={transform}>
    <MembershipInputs />
  </GenericCreate>
);

export const MembershipEdit = () => (
  <GenericEdit declaration={membership} transform={transform}>
    <MembershipInputs />
  </GenericEdit>
);
