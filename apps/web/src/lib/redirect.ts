/** Only paths inside this app are followed after sign-in (never `//other.host` or `https://...`). */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\') || target.startsWith('/login')) return '/';
  return target;
}

export function loginPathFor(current: { pathname: string; search: string }): string {
  const target = `${current.pathname}${current.search}`;
  return target === '/' || target.startsWith('/login') ? '/login' : `/login?redirect=${encodeURIComponent(target)}`;
}
