/**
 * The walls between the core and the areas, checked by `npm run walls` (part of `npm test`).
 * The server's, the web app's and the booking site's rules live beside each other in
 * scripts/walls/; the rules that keep the sides apart are here.
 */
const server = require('./scripts/walls/server.cjs');
const web = require('./scripts/walls/web.cjs');
const site = require('./scripts/walls/site.cjs');

module.exports = {
  forbidden: [
    {
      name: 'server-never-imports-the-web-app',
      comment: 'What both sides speak (texts, languages, contracts) lives in a neutral folder.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'shared-folders-never-import-a-side',
      comment: 'registry/ and the neutral texts are read by both sides, so they import neither.',
      severity: 'error',
      from: { path: '^(registry|texts)/' },
      to: { path: '^(src|server)/' },
    },
    ...server.forbidden,
    ...web.forbidden,
    ...site.forbidden,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The TypeScript AST is read before compilation, so type-only imports count as walls too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
