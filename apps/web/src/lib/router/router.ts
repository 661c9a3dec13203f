import type { ComponentType } from 'react';
import { branchesOf, matchRoutes, type RouteMatch, type RouteObject } from './match';

/**
 * The app's router: the address, the routes it matches and the browser's history, with no React in it (react.tsx
 * shows it). Written for this app instead of react-router (~29 KB brotli on every page for a data router whose
 * loaders, actions and fetchers the app never used); it keeps the behaviour the pages were built on:
 *
 * - a route's lazily loaded page is waited for before the address changes, and the old page stays meanwhile;
 * - a page that fails to load shows the nearest `errorElement` (react.tsx);
 * - a blocker (useBlocker) can hold a move to another address, also Back and Forward, until proceeded or reset.
 *
 * Targets are absolute ('/staff/3?tab=b'), a query or a hash of the current page ('?page=2'), or a step in the
 * history (-1); a relative path is refused rather than guessed.
 */

export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };
export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';
export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined; location?: undefined }
  | { state: 'blocked' | 'proceeding'; proceed: () => void; reset: () => void; location: Location };
export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}) => boolean;
export type NavigateOptions = { replace?: boolean; state?: unknown };

export type RouterState = {
  location: Location;
  matches: RouteMatch[];
  /** False until the first address's pages have loaded (nothing is shown before). */
  initialized: boolean;
  blockers: ReadonlyMap<string, Blocker>;
};

export type Router = {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: string | number, options?: NavigateOptions): void;
  /** The address `to` leads to from the current one (a Link's href). */
  createHref(to: string): string;
  setBlocker(key: string, shouldBlock: BlockerFunction): void;
  deleteBlocker(key: string): void;
  /** What a lazily loaded route resolved to (react.tsx renders it). */
  loaded(route: RouteObject): { Component?: ComponentType; error?: unknown } | undefined;
  dispose(): void;
};

export const UNBLOCKED: Blocker = { state: 'unblocked' };

/** What the router keeps in history.state: the caller's state, the entry's key and its place in the history. */
type Entry = { usr: unknown; key: string; idx: number };

const newKey = () => Math.random().toString(36).slice(2, 10);
const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

function parse(href: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(href, 'http://router.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** `to` from `current`: an absolute path, a query or a hash of the current page. */
export function resolveTo(to: string, current: Pick<Location, 'pathname' | 'search'>): string {
  if (to.startsWith('/')) return to;
  if (to.startsWith('?')) return `${current.pathname}${to === '?' ? '' : to}`;
  if (to.startsWith('#')) return `${current.pathname}${current.search}${to}`;
  throw new Error(`router: "${to}" is not an absolute path, a query or a hash`);
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  const branches = branchesOf(routes);
  const listeners = new Set<(state: RouterState) => void>();
  const blockerFunctions = new Map<string, BlockerFunction>();
  const resolved = new Map<RouteObject, { Component?: ComponentType; error?: unknown }>();
  const loading = new Map<RouteObject, Promise<void>>();

  const readEntry = (): Entry | undefined => {
    const entry = window.history.state as Partial<Entry> | null;
    return entry && typeof entry.idx === 'number' ? (entry as Entry) : undefined;
  };
  // The first entry is numbered, so that Back and Forward can be told apart (a blocker undoes them).
  if (!readEntry()) window.history.replaceState({ usr: null, key: 'default', idx: 0 } satisfies Entry, '');
  let index = readEntry()?.idx ?? 0;
  const current = (): Location => {
    const entry = readEntry();
    return { ...parse(hrefOf(window.location)), state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };

  let state: RouterState = { location: current(), matches: [], initialized: false, blockers: new Map() };
  const update = (changes: Partial<RouterState>) => {
    state = { ...state, ...changes };
    for (const listener of listeners) listener(state);
  };
  const setBlockerState = (key: string, blocker: Blocker) => {
    const blockers = new Map(state.blockers);
    blockers.set(key, blocker);
    update({ blockers });
  };

  const load = (route: RouteObject): Promise<void> => {
    if (!route.lazy) return Promise.resolve();
    let promise = loading.get(route);
    if (!promise) {
      promise = route.lazy().then(
        ({ Component }) => void resolved.set(route, { Component }),
        (error: unknown) => {
          // Shown as failed now; the next move to it loads it again (a dropped connection, a deployment).
          resolved.set(route, { error });
          loading.delete(route);
        },
      );
      loading.set(route, promise);
    }
    return promise;
  };

  /** The latest move wins: a slower page loading for an earlier one is not shown after it. */
  let latest = 0;
  const go = async (location: Location, action: HistoryAction) => {
    const id = ++latest;
    const matches = matchRoutes(branches, location.pathname) ?? [];
    await Promise.all(matches.map((match) => load(match.route)));
    if (id !== latest) return;
    const entry: Entry = { usr: location.state, key: location.key, idx: index };
    if (action === 'PUSH') {
      entry.idx = ++index;
      window.history.pushState(entry, '', hrefOf(location));
    } else if (action === 'REPLACE') window.history.replaceState(entry, '', hrefOf(location));
    update({ location, matches, initialized: true });
  };

  /** Whether a blocker holds this move (it is then marked blocked, with `proceed` running the move). */
  const blockedBy = (nextLocation: Location, historyAction: HistoryAction, proceed: () => void): boolean => {
    for (const [key, shouldBlock] of blockerFunctions) {
      if (state.blockers.get(key)?.state === 'proceeding') continue;
      if (!shouldBlock({ currentLocation: state.location, nextLocation, historyAction })) continue;
      setBlockerState(key, {
        state: 'blocked',
        location: nextLocation,
        proceed: () => {
          setBlockerState(key, { state: 'proceeding', location: nextLocation, proceed: () => {}, reset: () => {} });
          proceed();
        },
        reset: () => setBlockerState(key, UNBLOCKED),
      });
      return true;
    }
    return false;
  };
  /** After a proceeded move, the blocker is open again for the next one. */
  const reopenProceeded = () => {
    for (const [key, blocker] of state.blockers) if (blocker.state === 'proceeding') setBlockerState(key, UNBLOCKED);
  };

  const navigate = (to: string | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const next: Location = {
      ...parse(resolveTo(to, state.location)),
      state: options.state ?? null,
      key: newKey(),
    };
    const action: HistoryAction = options.replace ? 'REPLACE' : 'PUSH';
    const run = () => void go(next, action).then(reopenProceeded);
    if (!blockedBy(next, action, run)) run();
  };

  // Back and Forward: the address has already changed. A blocker that holds the move steps back to where the page
  // was (its entry's number says how far) and, when proceeded, steps forward again.
  let ignoreNextPop = false;
  let passNextPop = false;
  const onPop = () => {
    if (ignoreNextPop) {
      ignoreNextPop = false;
      return;
    }
    const next = current();
    const to = readEntry()?.idx;
    const delta = to === undefined ? undefined : to - index;
    if (!passNextPop && delta) {
      const held = blockedBy(next, 'POP', () => {
        passNextPop = true;
        window.history.go(delta);
      });
      if (held) {
        ignoreNextPop = true;
        window.history.go(-delta);
        return;
      }
    }
    passNextPop = false;
    if (to !== undefined) index = to;
    void go(next, 'POP').then(reopenProceeded);
  };
  window.addEventListener('popstate', onPop);

  void go(state.location, 'POP');

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    createHref: (to) => resolveTo(to, state.location),
    setBlocker(key, shouldBlock) {
      blockerFunctions.set(key, shouldBlock);
    },
    deleteBlocker(key) {
      blockerFunctions.delete(key);
      if (state.blockers.has(key)) {
        const blockers = new Map(state.blockers);
        blockers.delete(key);
        update({ blockers });
      }
    },
    loaded: (route) => resolved.get(route),
    dispose() {
      window.removeEventListener('popstate', onPop);
      listeners.clear();
    },
  };
}
