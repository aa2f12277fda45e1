import BadgeIcon from '@mui/icons-material/Badge';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import CategoryIcon from '@mui/icons-material/Category';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import LabelIcon from '@mui/icons-material/Label';
import ListIcon from '@mui/icons-material/List';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PeopleIcon from '@mui/icons-material/People';
import RateReviewIcon from '@mui/icons-material/RateReview';
import StarIcon from '@mui/icons-material/Star';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { ComponentType } from 'react';

/** Menu icons by resource name; a resource without one gets the plain list icon. */
const RESOURCE_ICONS: Record<string, ComponentType> = {
  'job-title': BadgeIcon,
  employee: BadgeIcon,
  'service-category': CategoryIcon,
  'service-room': MeetingRoomIcon,
  service: ContentCutIcon,
  'service-package': CardGiftcardIcon,
  'client-category': LabelIcon,
  client: PeopleIcon,
  feedback: RateReviewIcon,
  'google-review': StarIcon,
  membership: CardMembershipIcon,
  voucher: CardGiftcardIcon,
  warehouse: WarehouseIcon,
  'product-category': CategoryIcon,
};

export const resourceIcon = (name: string): ComponentType => RESOURCE_ICONS[name] ?? ListIcon;
