import AssessmentIcon from '@mui/icons-material/Assessment';
import HistoryIcon from '@mui/icons-material/History';
import BarChartIcon from '@mui/icons-material/BarChart';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InventoryIcon from '@mui/icons-material/Inventory2';
import ForumIcon from '@mui/icons-material/Forum';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RedeemIcon from '@mui/icons-material/Redeem';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ComponentType } from 'react';
import type { MenuArea } from '../../registry';
import {
  ACTIVITY_PATH,
  ACTIVITY_RESOURCE,
  CASH_UP_PATH,
  CASH_UP_RESOURCE,
  APPOINTMENT_RESOURCE,
  CLIENT_MESSAGE_RESOURCE,
  MESSAGES_PATH,
  MY_PAY_PATH,
  PAY_PATH,
  PAY_RESOURCE,
  PAY_STAFF_REPORT_PATH,
  PRODUCTS_RESOURCE,
  REPORT_CLIENT_RESOURCE,
  REPORT_CLIENTS_PATH,
  REPORT_SALES_PATH,
  REPORT_SALES_RESOURCE,
  REPORT_TAX_PATH,
} from '../shared/appScreens';

export interface CustomMenuEntry {
  area: MenuArea;
  /** Shown when the role may list this resource (react-admin `canAccess`); null: to every member. */
  resource: string | null;
  to: string;
  /** i18n key. */
  label: string;
  icon: ComponentType;
}

/** Menu entries of screens that are not registry resources, each in its area. */
export const CUSTOM_MENU_ENTRIES: CustomMenuEntry[] = [
  {
    area: 'appointments',
    resource: APPOINTMENT_RESOURCE,
    to: '/',
    label: 'ra.page.dashboard',
    icon: DashboardIcon,
  },
  {
    area: 'appointments',
    resource: APPOINTMENT_RESOURCE,
    to: '/calendar',
    label: 'saluni.calendar.title',
    icon: CalendarMonthIcon,
  },
  {
    area: 'clients',
    resource: CLIENT_MESSAGE_RESOURCE,
    to: MESSAGES_PATH,
    label: 'saluni.clients.messagesMenu',
    icon: ForumIcon,
  },
  {
    area: 'staff',
    resource: PAY_RESOURCE,
    to: PAY_PATH,
    label: 'saluni.menu.pay',
    icon: PaymentsIcon,
  },
  {
    area: 'staff',
    resource: null,
    to: MY_PAY_PATH,
    label: 'saluni.menu.myPay',
    icon: RequestQuoteIcon,
  },
  {
    area: 'services',
    resource: 'service-package',
    to: '/client-service-packages',
    label: 'saluni.services.clientPackages.title',
    icon: RedeemIcon,
  },
  {
    area: 'offerings',
    resource: 'membership',
    to: '/membership-sessions',
    label: 'saluni.offerings.sessions',
    icon: CardMembershipIcon,
  },
  {
    area: 'inventory',
    resource: PRODUCTS_RESOURCE,
    to: '/products',
    label: 'saluni.inventory.menu',
    icon: InventoryIcon,
  },
  {
    area: 'reports',
    resource: REPORT_SALES_RESOURCE,
    to: REPORT_SALES_PATH,
    label: 'saluni.menu.reportSales',
    icon: BarChartIcon,
  },
  {
    area: 'reports',
    resource: CASH_UP_RESOURCE,
    to: CASH_UP_PATH,
    label: 'saluni.menu.cashUp',
    icon: PointOfSaleIcon,
  },
  {
    area: 'reports',
    resource: REPORT_CLIENT_RESOURCE,
    to: REPORT_CLIENTS_PATH,
    label: 'saluni.menu.reportClients',
    icon: PeopleIcon,
  },
  {
    area: 'reports',
    resource: REPORT_SALES_RESOURCE,
    to: REPORT_TAX_PATH,
    label: 'saluni.menu.reportTax',
    icon: ReceiptLongIcon,
  },
  {
    // The pay area's page, listed where owners look for reports; the Pay read rule decides who sees it.
    area: 'reports',
    resource: PAY_RESOURCE,
    to: PAY_STAFF_REPORT_PATH,
    label: 'saluni.menu.reportStaff',
    icon: AssessmentIcon,
  },
  {
    area: 'settings',
    resource: 'business',
    to: '/settings',
    label: 'saluni.offerings.settings.menu',
    icon: SettingsIcon,
  },
  {
    area: 'settings',
    resource: ACTIVITY_RESOURCE,
    to: ACTIVITY_PATH,
    label: 'saluni.menu.activity',
    icon: HistoryIcon,
  },
];
