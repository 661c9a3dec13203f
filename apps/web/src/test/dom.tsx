import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, type RouteObject, type Router, RouterProvider } from '../lib/router';
import { englishI18n } from './i18n';

/**
 * Rendering web parts in a unit test (a file that starts with `// @vitest-environment jsdom`): the real Ant Design
 * components inside App (toasts, confirmations), the English catalogs in a fresh i18next, React's act().
 */

// antd reads media queries (responsive grid, tables); jsdom has none.
if (!window.matchMedia)
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Rendered = { container: HTMLElement; root: Root; unmount: () => Promise<void> };

/** Renders `ui` inside the app's providers (i18n, antd locale and App) into a fresh container. */
export async function render(ui: ReactNode): Promise<Rendered> {
  const i18n = await englishI18n();
  // react-i18next reads its options (bind to language changes, Suspense) from the instance it is given.
  i18n.options.react = { useSuspense: false };
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={enUS}>
          <App>{ui}</App>
        </ConfigProvider>
      </I18nextProvider>,
    ),
  );
  return {
    container,
    root,
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Renders the app's router (lib/router) at the address `at` with `routes`; `unmount` also stops the router. */
export async function renderRoutes(at: string, routes: RouteObject[]): Promise<Rendered & { router: Router }> {
  window.history.replaceState(null, '', at);
  const router = createBrowserRouter(routes);
  const rendered = await render(<RouterProvider router={router} />);
  return {
    ...rendered,
    router,
    unmount: async () => {
      await rendered.unmount();
      router.dispose();
    },
  };
}

/** Waits (in act) until `check` passes or the time is up; returns its last result. */
export async function waitFor<T>(check: () => T, timeout = 3000): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() - start > timeout) throw error;
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  }
}

/** The texts of the toasts on screen. */
export const toasts = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent ?? '');
/** The error texts under the form fields on screen. */
export const fieldErrors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((n) => n.textContent ?? '');
