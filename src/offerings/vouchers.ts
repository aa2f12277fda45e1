import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { voucher } from '../../registry';
import { buildResource } from '../shared/buildResource';

export default buildResource(voucher, CardGiftcardIcon);
