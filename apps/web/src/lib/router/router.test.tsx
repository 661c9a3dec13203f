// @vitest-environment jsdom
import { act, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, renderRoutes, waitFor } from '../../test/dom';
import { Link, Navigate, Outlet, type RouteObject, type Router, useBlocker, useParams, useSearchParams } from './index';
import { branchesOf, matchRoutes } from './match';
import { resolveTo } from './router';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;
const heading = () => document.querySelector('h1')?.textContent;
const click = (text: string) =>
  act(async () => {
    const target = [...document.querySelectorAll('a, button')].find((e) => e.textContent === text);
    if (!target) throw new Error(`nothing named "${text}"`);
    (target as HTMLElement).click();
  });
const address = () => `${window.location.pathname}${window.location.search}`;

/** A page whose code arrives when the test says so. */
function deferredPage() {
  let arrive: (module: { Component: ComponentType }) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const lazy = vi.fn(
    () =>
      new Promise<{ Component: ComponentType }>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return { lazy, arrive: (module: { Component: ComponentType }) => arrive(module), fail: (e: Error) => fail(e) };
}

describe('the router (lib/router)', () => {
  let view: (Rendered & { router: Router }) | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });
  const open = async (at: string, routes: RouteObject[]) => {
    view = await renderRoutes(at, routes);
    return view.router;
  };

  describe('matching', () => {
    const routes: RouteObject[] = [
      { path: '/login', element: 'login' },
      {
        children: [
          {
            children: [
              { path: '', element: 'home' },
              { path: 'staff/:id', element: 'staff id' },
              { path: 'staff/create', element: 'staff create' },
              { path: 'listCandidates', element: 'candidates' },
              { path: '*', element: 'not found' },
            ],
          },
        ],
      },
    ];
    const branches = branchesOf(routes);
    const at = (pathname: string) => {
      const matches = matchRoutes(branches, pathname);
      return [matches?.at(-1)?.route.element, matches?.at(-1)?.params];
    };

    it('prefers a static segment to a dynamic one, and both to the rest, whatever the order of the table', () => {
      expect(at('/staff/create')).toEqual(['staff create', {}]);
      expect(at('/staff/7')).toEqual(['staff id', { id: '7' }]);
      expect(at('/staff/7/more')).toEqual(['not found', { '*': 'staff/7/more' }]);
      expect(at('/')).toEqual(['home', {}]);
      expect(at('/login')).toEqual(['login', {}]);
    });

    it('ignores case and trailing slashes, decodes parameters, and gives every route above the match', () => {
      expect(at('/LISTCANDIDATES/')).toEqual(['candidates', {}]);
      expect(at('/staff/a%20b')).toEqual(['staff id', { id: 'a b' }]);
      expect(matchRoutes(branches, '/staff/3')?.length).toBe(3);
    });

    it('resolves absolute paths, a query or a hash of the current page, and refuses a relative path', () => {
      const current = { pathname: '/staff', search: '?page=2' };
      expect(resolveTo('/user?page=3', current)).toBe('/user?page=3');
      expect(resolveTo('?page=3', current)).toBe('/staff?page=3');
      expect(resolveTo('?', current)).toBe('/staff');
      expect(resolveTo('#top', current)).toBe('/staff?page=2#top');
      expect(() => resolveTo('3', current)).toThrow(/not an absolute path/);
    });
  });

  it('shows nothing until the first page has loaded, then keeps the old page until the next one has', async () => {
    const first = deferredPage();
    const second = deferredPage();
    await open('/a', [
      { path: '/a', lazy: first.lazy },
      { path: '/b', lazy: second.lazy },
    ]);
    expect(document.body.textContent).toBe('');
    await act(async () => first.arrive({ Component: () => <Link to="/b">to b</Link> }));
    await waitFor(() => expect(document.body.textContent).toBe('to b'));
    await click('to b');
    expect(second.lazy).toHaveBeenCalledTimes(1);
    expect([document.body.textContent, address()]).toEqual(['to b', '/a']);
    await act(async () => second.arrive({ Component: () => <Page name="page b" /> }));
    await waitFor(() => expect(heading()).toBe('page b'));
    expect(address()).toBe('/b');
    expect(first.lazy).toHaveBeenCalledTimes(1);
  });

  it("shows the nearest errorElement when a page's code fails to load or the page fails to render, and recovers on the next address, loading the failed page again", async () => {
    const broken = deferredPage();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Throws = () => {
      throw new Error('render failed');
    };
    const Layout = () => (
      <div>
        <Link to="/fine">fine</Link>
        <Link to="/throws">throws</Link>
        <Outlet />
      </div>
    );
    await open('/broken', [
      {
        Component: Layout,
        children: [
          {
            errorElement: <Page name="could not load" />,
            children: [
              { path: 'broken', lazy: broken.lazy },
              { path: 'fine', element: <Page name="fine page" /> },
              { path: 'throws', Component: Throws },
            ],
          },
        ],
      },
    ]);
    await act(async () => broken.fail(new Error('chunk missing')));
    await waitFor(() => expect(heading()).toBe('could not load'));
    // The layout around the failed page stays.
    expect(document.querySelectorAll('a')).toHaveLength(2);
    await click('fine');
    await waitFor(() => expect(heading()).toBe('fine page'));
    await click('throws');
    await waitFor(() => expect(heading()).toBe('could not load'));
    // A page whose code failed is asked for again on the next move to it.
    await act(async () => view?.router.navigate('/broken'));
    expect(broken.lazy).toHaveBeenCalledTimes(2);
    await act(async () => broken.arrive({ Component: () => <Page name="loaded at last" /> }));
    await waitFor(() => expect(heading()).toBe('loaded at last'));
    vi.restoreAllMocks();
  });

  it('gives the parameters and the query, and sets the query as a new entry of the history', async () => {
    const Staff = () => {
      const { id } = useParams<'id'>();
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams((current) => ({ ...Object.fromEntries(current), tab: 'b' }))}>
          {`staff ${id} tab ${params.get('tab')} page ${params.get('page')}`}
        </button>
      );
    };
    await open('/staff/4?page=2', [{ path: '/staff/:id', Component: Staff }]);
    await waitFor(() => expect(document.body.textContent).toBe('staff 4 tab null page 2'));
    const before = window.history.length;
    await click('staff 4 tab null page 2');
    await waitFor(() => expect(document.body.textContent).toBe('staff 4 tab b page 2'));
    expect([address(), window.history.length]).toEqual(['/staff/4?page=2&tab=b', before + 1]);
  });

  it('redirects with <Navigate replace>, without a new entry of the history', async () => {
    const before = window.history.length;
    await open('/old', [
      { path: '/old', element: <Navigate to="/new?x=1" replace /> },
      { path: '/new', element: <Page name="new" /> },
    ]);
    await waitFor(() => expect(heading()).toBe('new'));
    expect([address(), window.history.length]).toEqual(['/new?x=1', before]);
  });

  it('lets a blocker hold Back: the address returns to the page, and Back happens once proceeded', async () => {
    let blocked = true;
    const Guarded = () => {
      const blocker = useBlocker(() => blocked);
      return (
        <>
          <Page name="edit" />
          <span>{blocker.state}</span>
          {blocker.state === 'blocked' && (
            <button type="button" onClick={() => blocker.proceed()}>
              leave
            </button>
          )}
        </>
      );
    };
    const opened = await open('/list', [
      { path: '/list', element: <Link to="/edit">edit</Link> },
      { path: '/edit', Component: Guarded },
    ]);
    await waitFor(() => expect(document.body.textContent).toBe('edit'));
    await click('edit');
    await waitFor(() => expect(heading()).toBe('edit'));
    await act(async () => window.history.back());
    await waitFor(() => expect(document.querySelector('span')?.textContent).toBe('blocked'));
    await waitFor(() => expect(address()).toBe('/edit'));
    expect(heading()).toBe('edit');
    blocked = false;
    await click('leave');
    await waitFor(() => expect(document.body.textContent).toBe('edit'));
    expect(address()).toBe('/list');
    expect([...opened.state.blockers.values()].map((b) => b.state)).toEqual([]);
  });
});
