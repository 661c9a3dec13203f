// Ant Design's base styles (body margin, box sizing): without them the page keeps the browser's 8px margin.
import 'antd/dist/reset.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from './lib/router';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { setUnauthorizedHandler } from './lib/api-client';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { loginPathFor } from './lib/redirect';

const router = createBrowserRouter(routes);

// Any 401 has already cleared the cookies: forget cached data and sign in again, coming back here afterwards.
setUnauthorizedHandler(() => {
  queryClient.clear();
  if (!window.location.pathname.startsWith('/login'))
    void router.navigate(loginPathFor(window.location), { replace: true });
});

await initI18n();

// The first render as a transition: React renders in slices of a few milliseconds and lets the browser breathe in
// between, instead of one long task (on a slow phone the first render of antd's components and their styles took
// 0.4 to 1 s in one go, all of it "total blocking time").
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
