import { describe, expect, it } from '@jest/globals';
import { matchRoutes, type RouteObject } from 'react-router';
import { createQueryClient } from '../lib/query-client.js';
import { createRoutes } from '../routes.js';
import { joinRoutePath, RouteTables } from './route-tables.js';

const idsOf = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.map((match) => match.route.id) ?? null;

/** Every route's full path, as react-router joins them. */
function fullPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = joinRoutePath(parent, route.path);
    return [...(route.path !== undefined || route.index ? [path || '/'] : []), ...fullPaths(route.children ?? [], path)];
  });
}

/** A path a visitor may ask for from a route's pattern: parameters filled in, the splat given two segments. */
const filled = (pattern: string) =>
  pattern
    .replace(/:[\w-]+\?/g, 'opt')
    .replace(/:[\w-]+/g, '42')
    .replace(/\*$/, 'a/b');

describe('RouteTables', () => {
  const tree: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      children: [
        {
          id: 'pages',
          children: [
            { id: 'home', index: true },
            { id: 'breeder', path: '/breeder' },
            { id: 'breeder-dogs', path: '/breeder/for-dogs' },
            { id: 'vet', path: 'vet' },
            { id: 'article', path: '/:slug' },
            { id: 'not-found', path: '*' },
          ],
        },
      ],
    },
  ];
  const tables = new RouteTables(tree);

  it('keeps for a first segment its routes, those starting with a parameter or splat, and their ancestors', () => {
    expect(idsOf(tables.for('/breeder/for-dogs'), '/breeder/for-dogs')).toEqual(['root', 'pages', 'breeder-dogs']);
    expect(idsOf(tables.for('/breeder'), '/breeder')).toEqual(['root', 'pages', 'breeder']);
    const breederTable = tables.for('/breeder/x');
    expect(idsOf(breederTable, '/vet')).toEqual(['root', 'pages', 'article']);
    expect(idsOf(tables.for('/'), '/')).toEqual(['root', 'pages', 'home']);
    expect(idsOf(tables.for('/unknown/page'), '/unknown/page')).toEqual(['root', 'pages', 'not-found']);
  });

  it('refuses a route without an id (react-router would number it by its place, which a pruned table changes)', () => {
    expect(() => new RouteTables([{ id: 'root', path: '/', children: [{ path: '/help' }] }])).toThrow(
      'Route /help needs an id: the server matches it in a table of fewer routes',
    );
  });

  it('falls back to the whole table for a path of another shape', () => {
    expect(tables.for('//breeder')).toBe(tree);
    expect(tables.for('/%E0%A4%A/x')).toBe(tree);
  });

  it("matches every path of the shop's route table as the whole table does", () => {
    const routes = createRoutes(createQueryClient({ onServer: true }));
    const shopTables = new RouteTables(routes);
    const patterns = [...new Set(fullPaths(routes))];
    expect(patterns.length).toBeGreaterThan(100);
    const asked = patterns.flatMap((pattern) => {
      const path = filled(pattern);
      return [
        path,
        path.toUpperCase(),
        `${path}/`,
        `${path}/extra`,
        path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
      ];
    });
    asked.push('/', '//', '//breeder', '/breeder//for-dogs', '/no/such/page', '/%2e%2e/admin', '/a%2Fb', '/%ZZ');
    const differing = asked.filter(
      (path) => JSON.stringify(idsOf(shopTables.for(path), path)) !== JSON.stringify(idsOf(routes, path)),
    );
    expect(differing).toEqual([]);
  });
});
