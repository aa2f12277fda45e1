import ContentCutIcon from '@mui/icons-material/ContentCut';
import { service } from '../../registry';
import type { ResourceScreens } from '../shared/buildResource';
import { ServiceCreate, ServiceEdit } from './ServiceForms';
import { ServiceList } from './ServiceList';

const screens: ResourceScreens = {
  name: service.name,
  declaration: service,
  list: ServiceList,
  create: ServiceCreate,
  edit: ServiceEdit,
  icon: ContentCutIcon,
  recordRepresentation: (record) => String(record.name ?? ''),
};

export default screens;
