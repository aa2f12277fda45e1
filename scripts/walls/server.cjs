/**
 * The server's walls (docs/areas/server-layers.md). A small core that serves every area and
 * never reads one; areas in a declared order, each importing only the core and the areas before
 * it, and those only through their index.ts; the composition root (app.ts, main.ts, seed/)
 * builds the whole from the areas' index files. The rules are generated from the lists below, so
 * adding an area is one line here.
 */

/**
 * The generic core, in its own order: a core folder imports only the core folders before it.
 * Settings; the database; HTTP plumbing (whose errors know a unique violation); tenancy (the
 * gate, sessions, the business's clock); sign-in; uploaded files; the registry engine,
 * which builds lists, pages and documents on all of them; the scheduler; last the metrics, which
 * read the queues' tables and the scheduler's states.
 */
const CORE = [
  'config',
  'db',
  'http',
  'tenancy',
  'auth',
  'files',
  'registry',
  'scheduler',
  'metrics',
];

/**
 * The areas, each after every area it imports: an area may import only those listed before it.
 * Reports sit before the cash-up and the orders because a till's cash-up reads the takings, and a
 * closed cash-up period refuses new payments and refunds.
 */
const AREAS = [
  'audit',
  'business-export',
  'messaging',
  'outbox',
  'webhooks',
  'payments',
  'etims',
  'stock',
  'business',
  'appointments',
  'clients',
  'client-records',
  'services',
  'staff',
  'offerings',
  'data-import',
  'products',
  'suppliers',
  'reports',
  'purchases',
  'stock-usage',
  'cash-up',
  'sms-bundles',
  'notifications',
  'booking-site',
  'tax',
  'orders',
  'receipts',
  'pay',
  'sales-ledger',
  'search',
  'openapi',
];

const COMPOSITION_ROOT = '^server/(app\\.ts|main\\.ts|seed/)';
const anyOf = (folders) => `^server/(${folders.join('|')})/`;
const AN_AREA = anyOf(AREAS);
const AN_AREA_INDEX = `^server/(${AREAS.join('|')})/index\\.ts$`;

const coreRules = [
  {
    name: 'server-core-never-imports-an-area',
    comment: 'The core serves every area; an area hands it what it needs (hooks, payables).',
    severity: 'error',
    from: { path: anyOf(CORE) },
    to: { path: `${AN_AREA}|${COMPOSITION_ROOT}` },
  },
  {
    name: 'server-areas-meet-through-their-index',
    comment: 'Another area is reached only through its index.ts, never a file inside it.',
    severity: 'error',
    from: { path: AN_AREA },
    to: { path: AN_AREA, pathNot: [`^server/$1/`, AN_AREA_INDEX] },
  },
  {
    name: 'server-composition-root-reads-areas-through-their-index',
    comment: 'app.ts, main.ts and the demo seed build the server from what each area offers.',
    severity: 'error',
    from: { path: COMPOSITION_ROOT },
    to: { path: AN_AREA, pathNot: AN_AREA_INDEX },
  },
  {
    name: 'server-no-import-cycles',
    comment: 'No module of the server reaches itself through its imports.',
    severity: 'error',
    from: { path: '^server/' },
    to: { circular: true },
  },
];

/** One rule per core folder: the core folders after it are out of reach. */
const coreOrderRules = CORE.slice(0, -1).map((folder, position) => ({
  name: `server-core-order-${folder}`,
  comment: `${folder} may import only the core folders before it in CORE (scripts/walls/server.cjs).`,
  severity: 'error',
  from: { path: `^server/${folder}/` },
  to: { path: anyOf(CORE.slice(position + 1)) },
}));

/** One rule per area: what comes after it in AREAS, and the composition root, is out of reach. */
const orderRules = AREAS.map((area, position) => ({
  name: `server-${area}-imports-only-earlier-areas`,
  comment: `The areas ${area} may import: ${AREAS.slice(0, position).join(', ') || 'none'}.`,
  severity: 'error',
  from: { path: `^server/${area}/` },
  to: {
    path: `${anyOf(AREAS.slice(position + 1))}|${COMPOSITION_ROOT}`,
  },
}));

module.exports = { CORE, AREAS, forbidden: [...coreRules, ...coreOrderRules, ...orderRules] };
