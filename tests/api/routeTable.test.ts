import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../registry/routes';
import { declaredRoutes, routeTableMismatches } from '../../server/registry/routeTable';
import { setupTestApp } from './support/testApp';

const context = setupTestApp();

/** Every `.ts` file under `folder`, recursively. */
const sourceFiles = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(entry.name.endsWith('.ts') ? [full] : []);
    }),
  );
  return nested.flat();
};

describe('the route table (registry/routes)', () => {
  it('is what the server serves: every declared call answers, and the server starts only when no route is missing from it', async () => {
    const unserved = declaredRoutes()
      // The specs write a few paths with a trailing slash; the server answers both spellings.
      .filter((route) => {
        const url = route.path.replace(/(.)\/$/, '$1');
        return !context.app.hasRoute({ method: route.method, url });
      })
      .map((route) => `${route.method} ${route.path}`);
    expect(unserved).toEqual([]);
  });

  it('finds a route served but not declared, and one declared but not served', () => {
    const declared = [ROUTES.cashUpGet, ROUTES.health];
    const served = [
      { method: 'GET', url: '/v1/cash-up/:id' },
      { method: 'POST', url: '/v1/undeclared' },
    ];
    expect(routeTableMismatches(served, declared)).toEqual({
      undeclared: ['POST /v1/undeclared'],
      unserved: ['GET /healthz'],
    });
  });

  it('states who may make each call', () => {
    const unguarded = declaredRoutes()
      .filter((route) => !route.access)
      .map((route) => `${route.method} ${route.path}`);
    expect(unguarded).toEqual([]);
  });

  it('leaves the guard and the parsing to the declaration: every route is served from it, and no handler checks the caller, parses a body or runs SQL itself', async () => {
    const byHand = /\bapp\.(get|post|put|delete|patch|route)\(/;
    const guards = /\b(authorize|requireMember|requireUser|checkVendorModule|parseBody)\(/;
    const sql = /from 'drizzle-orm'|\/db\/schema'/;
    const servedByHand: string[] = [];
    const guardedByHand: string[] = [];
    const queryingRoutes: string[] = [];
    for (const file of await sourceFiles('server')) {
      const code = await readFile(file, 'utf8');
      const relative = path.relative('.', file);
      if (relative === 'server/tenancy/declaredRoutes.ts') continue;
      if (byHand.test(code)) servedByHand.push(relative);
      if (code.includes('serveRoute(') && guards.test(code)) guardedByHand.push(relative);
      // Handlers are thin: the SQL is the area's service functions'.
      if (code.includes('serveRoute(') && sql.test(code)) queryingRoutes.push(relative);
    }
    expect(servedByHand).toEqual([]);
    expect(guardedByHand).toEqual([]);
    expect(queryingRoutes).toEqual([]);
  });
});
