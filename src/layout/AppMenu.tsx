import { ListSubheader } from '@mui/material';
import { useDeferredValue } from 'react';
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

/**
 * Menu grouped by area from each declaration's `menu` and the custom entries, only what the role
 * may list. Its entries are first drawn just after the page they open on, not with it: the page
 * is what the person came for, and some thirty entries (each with its icon, link and tooltip)
 * would hold its first draw back (docs/performance.md, "The menu after the page").
 */
export const AppMenu = () => {
  const drawEntries = useDeferredValue(true, false);
  return <Menu>{drawEntries && AREAS.map((area) => <AreaGroup key={area} area={area} />)}</Menu>;
};
