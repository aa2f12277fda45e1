/**
 * The public booking site's walls (docs/areas/booking-site-web.md). The site is its own small
 * page: it imports Preact, its own files, and only plain files of registry/ and texts/; nothing
 * else imports it.
 */

/** What the site may load at run time besides its own files: its catalogues and its contract's plain file. */
const SITE_RUN_TIME = ['^site/', '^texts/site\\.(en|sw)\\.ts$', '^registry/bookingSite\\.ts$'];

module.exports = {
  forbidden: [
    {
      name: 'site-imports-only-preact-registry-and-texts',
      comment:
        'The booking site carries no back office code and no other package: its bundle must stay under 60 KB of gzip JS.',
      severity: 'error',
      from: { path: '^site/' },
      to: { pathNot: ['^site/', '^registry/', '^texts/', 'node_modules/preact/'] },
    },
    {
      name: 'site-reaches-no-heavy-package',
      comment:
        'Through registry/ or texts/, the site must not reach yup, react, libphonenumber or any package but Preact.',
      severity: 'error',
      from: { path: '^site/' },
      to: { path: 'node_modules/', pathNot: 'node_modules/preact/', reachable: true },
    },
    {
      name: 'site-loads-only-its-own-modules',
      comment:
        "A module the back office also loads would sit in the back office's first chunk, which the site would then load whole (vite.config.ts): other registry and texts files are imported for their types only.",
      severity: 'error',
      from: { path: '^site/' },
      to: {
        pathNot: [...SITE_RUN_TIME, 'node_modules/preact/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'nothing-imports-the-site',
      comment:
        'The site is a page of its own, not a library: the back office and server stay apart from it.',
      severity: 'error',
      from: { pathNot: '^site/' },
      to: { path: '^site/' },
    },
    {
      name: 'site-no-import-loops',
      comment: 'No module of the site reaches itself through its imports.',
      severity: 'error',
      from: { path: '^site/' },
      to: { circular: true },
    },
  ],
};
