import type { RouteObject } from 'react-router';

/**
 * The route table split by the first segment of a page's path, for the server's route matching.
 * react-router matches a path by trying every route branch in order of rank until one matches: about 150
 * branches, and the shortest paths rank last (the home page is tried after all of them: 9 % of its server
 * render, decision 1100, tenth session). A path can only match a route whose first segment is that same word
 * (letter case aside), a parameter or a splat, or a route with no segment of its own (the root, a layout, the
 * 404 page); the table for a first segment keeps those routes, with their ancestors, and drops the others.
 * Every route keeps its id, so the matches, their data and the markup are those of the whole table.
 */
export class RouteTables<Route extends RouteObject> {
  private readonly bySegment = new Map<string, Route[]>();
  /** The routes any path may match: those without a fixed first segment. */
  private readonly rest: Route[];

  constructor(readonly all: Route[]) {
    // A route without an id is numbered by its place in the tree, which a pruned table would change.
    const unnamed = withoutId(all);
    if (unnamed) throw new Error(`Route ${unnamed} needs an id: the server matches it in a table of fewer routes`);
    for (const segment of fixedFirstSegments(all, '')) this.bySegment.set(segment, pruned(all, '', segment));
    this.rest = pruned(all, '', undefined);
  }

  /**
   * The table a path is matched against: its first segment's, the routes without a fixed first segment for a
   * word no route starts with, and the whole table for a path of another shape (`//…`, a bad escape).
   */
  for(pathname: string): Route[] {
    if (pathname === '/') return this.rest;
    const raw = /^\/([^/]+)/.exec(pathname)?.[1];
    if (raw === undefined) return this.all;
    let segment: string;
    try {
      segment = decodeURIComponent(raw).toLowerCase();
    } catch {
      return this.all;
    }
    return this.bySegment.get(segment) ?? this.rest;
  }
}

/** The path (or index) of the first route without an id, if any. */
function withoutId(routes: RouteObject[]): string | undefined {
  for (const route of routes) {
    if (route.id === undefined) return route.path ?? (route.index ? '(index)' : '(layout)');
    const inside = route.children ? withoutId(route.children) : undefined;
    if (inside) return inside;
  }
  return undefined;
}

/** A route's path joined to its parent's, as react-router joins them. */
export const joinRoutePath = (parent: string, path: string | undefined) =>
  path === undefined || path === '' ? parent : path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/** The first segment of a full path: a word, `null` for a parameter, optional segment or splat, undefined for none. */
function firstSegment(path: string): string | null | undefined {
  const segment = path.split('/').find((part) => part !== '');
  if (segment === undefined) return undefined;
  return /[:*?]/.test(segment) ? null : segment.toLowerCase();
}

function fixedFirstSegments(routes: RouteObject[], parent: string, found = new Set<string>()): Set<string> {
  for (const route of routes) {
    const path = joinRoutePath(parent, route.path);
    const first = firstSegment(path);
    if (first) found.add(first);
    else if (first === undefined && route.children) fixedFirstSegments(route.children, path, found);
  }
  return found;
}

/**
 * The routes a path whose first segment is `segment` (undefined: a word no route starts with) may match:
 * every route with that first segment or a variable one, whole, and the routes above them.
 */
function pruned<Route extends RouteObject>(routes: Route[], parent: string, segment: string | undefined): Route[] {
  const kept: Route[] = [];
  for (const route of routes) {
    const path = joinRoutePath(parent, route.path);
    const first = firstSegment(path);
    if (first === null || (first !== undefined && first === segment)) {
      kept.push(route);
    } else if (first === undefined) {
      if (!route.children) {
        kept.push(route);
        continue;
      }
      const children = pruned(route.children as Route[], path, segment);
      // A route with a path of its own matches it even when none of its children is kept here.
      if (children.length > 0 || route.path != null) kept.push({ ...route, children } as Route);
    }
  }
  return kept;
}
