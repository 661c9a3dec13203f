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

/** Writes `securityHeaders` on every answer, first of all hooks (a route may still set one of them otherwise). */
export const securityHeadersPlugin = fp<{ scriptSrc: readonly string[] }>(async (app, { scriptSrc }) => {
  const headers = Object.entries(securityHeaders(scriptSrc));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
