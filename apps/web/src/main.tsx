// Ant Design's base styles (body margin, box sizing): without them the page keeps the browser's 8px margin.
import 'antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
