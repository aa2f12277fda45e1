import ContentCutIcon from '@mui/icons-material/ContentCut';
import { service } from '../../../registry';
import { buildResource } from '../generic/buildResource';

export default buildResource(service, ContentCutIcon);
