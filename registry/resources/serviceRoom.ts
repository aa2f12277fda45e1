import { nameField } from '../fields';
import { defineResource, toastsUnder } from '../types';

/** A treatment room or station; the photo helps new staff find it. */
export const serviceRoom = defineResource({
  name: 'service-room',
  path: '/v1/serviceRoom',
  table: 'serviceRooms',
  replyKey: 'serviceRoom',
  pageKey: 'serviceRoomPage',
  module: 'services.Service Rooms',
  titleField: 'name',
  fields: {
    name: nameField('saluni.validation.name.required'),
    description: { type: 'text', maxLength: 2000, searchable: true },
    capacity: { type: 'integer', min: 1, max: 100, list: true, sortable: true },
    image: { type: 'image', list: true },
  },
  defaultSort: '-createdAt',
  toasts: toastsUnder('saluni.toast.serviceRoom'),
  menu: { area: 'services', order: 30 },
});
