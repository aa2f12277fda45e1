import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { serviceRoom } from '../../registry';
import { buildResource } from '../shared/buildResource';

export default buildResource(serviceRoom, MeetingRoomIcon);
