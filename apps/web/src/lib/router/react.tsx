import {
  type AnchorHTMLAttributes,
  Component,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { RouteMatch } from './match';
import {
  type Blocker,
  type BlockerFunction,
  type Location,
  type NavigateOptions,
  type Router,
  type RouterState,
  UNBLOCKED,
} from './router';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
/** The matched routes and the depth of the route being rendered (its Outlet renders the next one). */
const DepthContext = createContext<{ matches: RouteMatch[]; depth: number }>({ matches: [], depth: -1 });

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router: used outside <RouterProvider>');
  return router;
}
function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('router: used outside <RouterProvider>');
  return state;
}

/** A route's `errorElement` in place of what failed under it (React reports the error); the next address tries again. */
class RouteErrorBoundary extends Component<
  { fallback: ReactNode; resetKey: string; children: ReactNode },
  { error: unknown; key: string }
> {
  override state = { error: undefined as unknown, key: this.props.resetKey };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback;
  }
}

function Failed({ error }: { error: unknown }): never {
  throw error;
}

function RenderMatch({ matches, depth }: { matches: RouteMatch[]; depth: number }) {
  const router = useRouter();
  const { location } = useRouterState();
  const match = matches[depth];
  if (!match) return null;
  const { route } = match;
  const lazy = router.loaded(route);
  const Page = lazy?.Component ?? route.Component;
  const content =
    lazy?.error !== undefined ? <Failed error={lazy.error} /> : (route.element ?? (Page ? <Page /> : <Outlet />));
  const inner = <DepthContext.Provider value={{ matches, depth }}>{content}</DepthContext.Provider>;
  return route.errorElement ? (
    <RouteErrorBoundary fallback={route.errorElement} resetKey={location.key}>
      {inner}
    </RouteErrorBoundary>
  ) : (
    inner
  );
}

/**
 * Shows the router's routes. Nothing until the first address's pages have loaded; each later move is rendered as a
 * transition (React renders it in slices and keeps the old page until the new one is ready), as react-router did.
 */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    setState(router.state);
    return router.subscribe((next) => startTransition(() => setState(next)));
  }, [router]);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>
        {state.initialized ? <RenderMatch matches={state.matches} depth={0} /> : null}
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Where a layout route shows its matched child. */
export function Outlet() {
  const { matches, depth } = useContext(DepthContext);
  return <RenderMatch matches={matches} depth={depth + 1} />;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useParams<T extends string = string>(): Readonly<Partial<Record<T, string>>> {
  const { matches } = useRouterState();
  return (matches.at(-1)?.params ?? {}) as Readonly<Partial<Record<T, string>>>;
}

/** navigate('/staff/3'), navigate('?page=2', { replace: true }), navigate(-1). */
export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const router = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

type SearchInit = URLSearchParams | Record<string, string> | string;
/** The address's query, and a setter that moves to the same page with another query (a new history entry). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      router.navigate(`?${new URLSearchParams(value).toString()}`, options);
    },
    [router],
  );
  return [params, setParams];
}

/** Moves to `to` when rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const router = useRouter();
  useEffect(() => {
    router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string } & NavigateOptions;
/**
 * An <a> with the target's real address (it can be opened in a new tab); a plain click moves inside the app. A
 * click on a link to the address already shown replaces the entry instead of adding the same one again.
 */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const router = useRouter();
  const location = useLocation();
  const href = router.createHref(to);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const same = href === `${location.pathname}${location.search}${location.hash}`;
    router.navigate(to, { replace: replace ?? same, state });
  };
  return <a {...rest} href={href} target={target} onClick={handle} />;
}

/**
 * Holds moves to another address while `shouldBlock` says so: the answer's state is then 'blocked' until `proceed`
 * or `reset` is called. One at a time per page (lib/use-unsaved-changes.ts).
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useRouter();
  const key = useId();
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  useEffect(() => {
    router.setBlocker(key, (args) => latest.current(args));
    return () => router.deleteBlocker(key);
  }, [router, key]);
  return useRouterState().blockers.get(key) ?? UNBLOCKED;
}
