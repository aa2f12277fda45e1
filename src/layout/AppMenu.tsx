import { ListSubheader } from '@mui/material';
import { Menu, useCanAccessResources, useTranslate } from 'react-admin';
import { RESOURCES, type MenuArea } from '../../registry';
import { CUSTOM_MENU_ENTRIES } from './customMenuEntries';

const AREAS: MenuArea[] = [
  'appointments',
  'clients',
  'staff',
  'services',
  'offerings',
  'inventory',
  'reports',
  'settings',
];

const AreaGroup = ({ area }: { area: MenuArea }) => {
  const translate = useTranslate();
  const names = RESOURCES.filter((declaration) => declaration.menu.area === area)
    .sort((a, b) => a.menu.order - b.menu.order)
    .map((declaration) => declaration.name);
  const entries = CUSTOM_MENU_ENTRIES.filter((entry) => entry.area === area);
  const { canAccess, isPending } = useCanAccessResources({
    action: 'list',
    resources: [...names, ...entries.flatMap((entry) => entry.resource ?? [])],
  });
  const visible = names.filter((name) => canAccess?.[name]);
  const visibleEntries = entries.filter(
    (entry) => entry.resource === null || canAccess?.[entry.resource],
  );
  // An area header with nothing under it would only confuse staff with few permissions.
  if (isPending || (!visible.length && !visibleEntries.length)) return null;
  return (
    <>
      <ListSubheader disableSticky sx={{ lineHeight: '36px', background: 'transparent' }}>
        {translate(`saluni.menu.${area}`)}
      </ListSubheader>
      {visibleEntries.map(({ to, label, icon: Icon }) => (
        <Menu.Item key={to} to={to} primaryText={translate(label)} leftIcon={<Icon />} />
      ))}
      {visible.map((name) => (
        <Menu.ResourceItem key={name} name={name} />
      ))}
    </>
  );
};

/** Menu grouped by area from each declaration's `menu` and the custom entries, only what the role may list. */
export const AppMenu = () => (
  <Menu>
    {AREAS.map((area) => (
      <AreaGroup key={area} area={area} />
    ))}
  </Menu>
);
