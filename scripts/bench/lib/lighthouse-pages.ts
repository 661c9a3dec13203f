import { FEATURES } from '../../../apps/web/src/app/features';

/** `route` is the router's pattern (`/settings/departments/:id`), `path` the address measured. */
export type BenchPage = { name: string; path: string; route: string; signedIn: boolean; target: number };

/** Pages with a parameter that are still list pages, and how the benchmark finds a real value for it. */
const WITH_ID: Record<string, { list: string }> = {
  // A department's groups and shift assignment (two lists in tabs).
  'settings/departments/:id': { list: 'departments' },
};

/**
 * What `npm run bench -- lighthouse` measures: /login (target 95) and every signed-in list and settings page of the
 * web features (target 80), taken from app/features.ts: each route with a main-menu entry (the menu lists exactly
 * the lists and settings pages), one address per page module, plus the parametrised list pages of WITH_ID. A new
 * area's pages are measured without touching the benchmark. `LIGHTHOUSE_PAGES=/login,/user` picks some (by pattern or address).
 */
export async function benchPages(firstIdOf: (list: string) => Promise<number>): Promise<BenchPage[]> {
  const routes = FEATURES.flatMap((feature) => feature.routes);
  const seen = new Set<string>();
  const pages: BenchPage[] = [{ name: 'login', path: '/login', route: '/login', signedIn: false, target: 95 }];
  for (const route of routes) {
    // Two addresses of one page (/department and /settings/departments) are measured once.
    const module = route.page.toString();
    if (seen.has(module)) continue;
    let path = route.path;
    if (route.path.includes(':')) {
      const list = WITH_ID[route.path]?.list;
      if (!list) continue;
      path = route.path.replace(':id', String(await firstIdOf(list)));
    } else if (!route.menu) continue;
    seen.add(module);
    pages.push({
      name: route.path.replace(/[/:]+/g, '_'),
      path: `/${path}`,
      route: `/${route.path}`,
      signedIn: true,
      target: 80,
    });
  }
  const picked = process.env.LIGHTHOUSE_PAGES?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!picked?.length) return pages;
  const chosen = (page: BenchPage) => picked.includes(page.route) || picked.includes(page.path);
  const unknown = picked.filter((p) => !pages.some((page) => page.route === p || page.path === p));
  if (unknown.length)
    throw new Error(
      `LIGHTHOUSE_PAGES: unknown ${unknown.join(', ')}; there are ${pages.map((p) => p.route).join(', ')}`,
    );
  return pages.filter(chosen);
}
