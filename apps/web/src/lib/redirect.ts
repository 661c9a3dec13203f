/**
 * Where sign-in must never lead back to: the sign-in page itself, and the page of a refused role (after signing in
 * again with a valid role it would wrongly say "not allowed").
 */
function isNoDestination(target: string): boolean {
  return target.startsWith('/login') || /^\/error400(?:[?#]|$)/.test(target);
}

/** Only paths inside this app are followed after sign-in (never `//other.host` or `https://...`). */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\') || isNoDestination(target))
    return '/';
  return target;
}

export function loginPathFor(current: { pathname: string; search: string }): string {
  const target = `${current.pathname}${current.search}`;
  return target === '/' || isNoDestination(target) ? '/login' : `/login?redirect=${encodeURIComponent(target)}`;
}
