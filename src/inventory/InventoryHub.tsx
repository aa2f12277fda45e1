import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { HUB_TABS } from './hubTabs';
import { UrlTabs } from './UrlTabs';
import '../products/texts';

/** `/products`: the inventory hub, top tabs by `?tab=` (inventory.md 2). */
export const InventoryHub = () => (
  // minWidth 0 lets wide tables scroll inside the page instead of widening it on phones.
  <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, width: '100%' }}>
    <Title title="saluni.menu.inventory" />
    <UrlTabs param="tab" tabs={HUB_TABS} ariaLabel="saluni.inventory.tabs.label" />
  </Box>
);
