import type { ComponentType, ReactNode } from 'react';

/**
 * One route of the app's table (app/routes.tsx). A route without a path is a layout or a group: it renders its
 * element (or Component, or its lazily loaded Component) around the matched child, which `<Outlet />` places.
 */
export type RouteObject = {
  /** Relative to the parent's path; '' matches the parent's path itself, ':name' one segment, '*' the rest. */
  path?: string;
  Component?: ComponentType;
  element?: ReactNode;
  /** Loads the route's Component; the router waits for it before showing the route (the old page stays meanwhile). */
  lazy?: () => Promise<{ Component: ComponentType }>;
  /** Shown in place of this route's element when it or anything inside it fails to load or to render. */
  errorElement?: ReactNode;
  children?: RouteObject[];
};

export type Params = Readonly<Record<string, string | undefined>>;
export type RouteMatch = { route: RouteObject; params: Params };

/** A route reachable from the top with the routes above it, its full path split and its rank. */
type Branch = { routes: RouteObject[]; segments: string[]; score: number };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * react-router's ranking, which the table was written for: a static segment beats a dynamic one (`staff/create`
 * before `staff/:id`), which beats the rest (`*`); equal ranks keep the table's order.
 */
function scoreOf(segments: string[]): number {
  let score = segments.length;
  for (const segment of segments) score += segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10;
  return score;
}

function flatten(routes: RouteObject[], parents: RouteObject[], parentSegments: string[], into: Branch[]) {
  for (const route of routes) {
    const chain = [...parents, route];
    const segments = route.path === undefined ? parentSegments : [...parentSegments, ...segmentsOf(route.path)];
    if (route.children) flatten(route.children, chain, segments, into);
    if (route.path !== undefined) into.push({ routes: chain, segments, score: scoreOf(segments) });
  }
  return into;
}

/** The table's reachable routes, best rank first (a stable sort keeps the table's order among equals). */
export function branchesOf(routes: RouteObject[]): Branch[] {
  return flatten(routes, [], [], []).sort((a, b) => b.score - a.score);
}

function matchBranch(branch: Branch, parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [i, segment] of branch.segments.entries()) {
    if (segment === '*') {
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return undefined;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
      } catch {
        params[segment.slice(1)] = part;
      }
    } else if (segment.toLowerCase() !== part.toLowerCase()) return undefined; // case-insensitive, as react-router
  }
  return parts.length === branch.segments.length ? params : undefined;
}

/** The routes (outermost first) of the best branch matching `pathname`, or undefined when none does. */
export function matchRoutes(branches: Branch[], pathname: string): RouteMatch[] | undefined {
  const parts = segmentsOf(pathname);
  for (const branch of branches) {
    const params = matchBranch(branch, parts);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return undefined;
}
