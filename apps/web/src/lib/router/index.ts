/** The app's router (router.ts explains why it is not react-router). Pages import from here. */
export type { Params, RouteObject } from './match';
export {
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './react';
export { type Blocker, createBrowserRouter, type Location, type Router } from './router';
