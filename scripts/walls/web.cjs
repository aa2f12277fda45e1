/**
 * The web app's walls (docs/areas/web-layers.md). The core serves every area and imports none;
 * an area imports the core, and another area only through that area's index, and only an area
 * before it in AREA_ORDER. The rules are generated from the two lists below.
 */

/**
 * The core, in its own order: a core folder imports only the core folders before it. The texts
 * machinery; the installed app's notices and cache (service worker, offline); the current
 * business (which one, the user's roles in it, their shapes); formats, which follow the current
 * business; the API client, which addresses it; the generic screens; the session and
 * permissions; last the shell, with the business gate, switcher and creation.
 */
const CORE = ['i18n', 'pwa', 'business', 'format', 'dataProvider', 'shared', 'auth', 'layout'];

/**
 * The areas, each after every area it imports: an area may import only areas listed before it.
 * A new area goes after the areas it uses and before those that use it.
 */
const AREA_ORDER = [
  'tax',
  'settings',
  'services',
  'client-records',
  'sms-bundles',
  'messaging',
  'notifications',
  'stock',
  'suppliers',
  'purchases',
  'stock-usage',
  'products',
  'cash-up',
  'reports',
  'pay',
  'orders',
  'sales-ledger',
  'offerings',
  'appointments',
  'checkout',
  'calendar',
  'dashboard',
  'staff',
  'clients',
  'inventory',
];

const anyOf = (folders) => `^src/(${folders.join('|')})/`;
const ROOT = '^src/[^/]+$';
/** An area's face: its index, and its texts modules, which a later area's screens may load. */
const PUBLIC_FACE = ['/index\\.tsx?$', '/[A-Za-z]*[tT]exts(\\.[a-z][a-z])?\\.ts$'];

const orderRules = AREA_ORDER.slice(0, -1).map((area, position) => ({
  name: `area-order-${area}`,
  comment: `${area} may import only the areas before it in AREA_ORDER (scripts/walls/web.cjs).`,
  severity: 'error',
  from: { path: `^src/${area}/` },
  to: { path: anyOf(AREA_ORDER.slice(position + 1)) },
}));

const coreOrderRules = CORE.slice(0, -1).map((folder, position) => ({
  name: `core-order-${folder}`,
  comment: `${folder} may import only the core folders before it in CORE (scripts/walls/web.cjs).`,
  severity: 'error',
  from: { path: `^src/${folder}/` },
  to: { path: anyOf(CORE.slice(position + 1)) },
}));

module.exports = {
  CORE,
  AREA_ORDER,
  forbidden: [
    {
      name: 'web-core-never-imports-an-area',
      comment:
        'The core serves the areas: what an area must give the core (a menu entry, a path) is declared in the core or the registry.',
      severity: 'error',
      from: { path: anyOf(CORE) },
      to: { path: [anyOf(AREA_ORDER), ROOT] },
    },
    {
      name: 'web-area-imports-another-through-its-index',
      comment:
        "Another area's files are its own: only its index (and its texts) face the others. A lazy import() is a chunk seam and may name the screen it loads.",
      severity: 'error',
      from: { path: '^src/([^/]+)/' },
      to: {
        path: anyOf(AREA_ORDER),
        pathNot: ['^src/$1/', ...PUBLIC_FACE],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'web-root-loads-areas-by-their-entry-points',
      comment:
        'The composition root (App.tsx, areas.ts...) loads an area by its index or its screens module.',
      severity: 'error',
      from: { path: ROOT },
      to: { path: anyOf(AREA_ORDER), pathNot: ['/index\\.tsx?$', '/screens\\.tsx?$'] },
    },
    ...coreOrderRules,
    ...orderRules,
    {
      name: 'web-no-import-loops',
      comment: 'No module of the web app reaches itself through its imports.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
};
