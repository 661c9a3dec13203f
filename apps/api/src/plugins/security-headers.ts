import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of every answer. `scriptSrc`: the hashes of the built index.html's inline boot script
 * (plugins/web.ts `inlineScriptHashes`). Ant Design writes its styles at run time, hence 'unsafe-inline' styles.
 */
export function contentSecurityPolicy(scriptSrc: readonly string[]): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    ["script-src 'self'", ...scriptSrc].join(' '),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
  ].join(';');
}

/**
 * The security headers of every answer (helmet's set, which @fastify/helmet wrote until 2026-11-26: its middleware
 * was built again from the options at every request, the policy parsed each time, about 3 % of a request's CPU).
 * One constant set, made when the app is built and written as it is on every answer, errors and files included.
 */
export function securityHeaders(scriptSrc: readonly string[]): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptSrc),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'no-referrer',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  };
}

/**
 * The headers of the set a script or a stylesheet obeys as a subresource: who may embed it, what it may be taken
 * for, HTTPS and the referrer of what a stylesheet loads. The others (the policy, framing, opener, agent cluster, DNS
 * prefetch, the old Internet Explorer and Flash ones) only govern documents (and workers, which the app has none of).
 */
export const SUBRESOURCE_HEADERS: readonly string[] = [
  'Cross-Origin-Resource-Policy',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
];
const SCRIPT_OR_STYLESHEET = /^(?:text\/javascript|application\/javascript|text\/css)\b/;

/**
 * Writes `securityHeaders` on every answer, first of all hooks (a route may still set one of them otherwise). An
 * answer that turns out to be a script or a stylesheet (the built app's files) loses the document-only ones when it
 * is sent: about 600 bytes on each of the 20 to 25 files of a page, 12 to 15 KB of its first load on HTTP/1.1, which
 * does not compress headers. Decided by what is sent, not by the address: index.html sent for an unknown address
 * under /assets/ keeps them all.
 */
export const securityHeadersPlugin = fp<{ scriptSrc: readonly string[] }>(async (app, { scriptSrc }) => {
  const headers = Object.entries(securityHeaders(scriptSrc));
  const documentOnly = headers.map(([name]) => name).filter((name) => !SUBRESOURCE_HEADERS.includes(name));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (SCRIPT_OR_STYLESHEET.test(String(reply.getHeader('content-type') ?? '')))
      for (const name of documentOnly) reply.raw.removeHeader(name);
    done(null, payload);
  });
});
