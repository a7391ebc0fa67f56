import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a strict Content-Security-Policy: scripts only from this origin, no inline
 * script. Styles allow 'unsafe-inline' because React style attributes and Radix's scroll lock
 * (a <style> element it injects while a dialog is open) need it; no script can run through CSS.
 */
function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // HSTS only makes sense when the site is served over HTTPS.
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets with these options, worked out once at start: they are the same for
 * every answer, so each request only copies them (helmet itself would rebuild its policy on every
 * request, a measurable share of a cached poll).
 */
export function securityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(https))({} as never, response as never, () => {});
  return headers;
}

/**
 * The headers of an API answer (JSON, never rendered as a page): the ones that matter for a
 * response a browser fetches rather than displays, as the OWASP REST security cheat sheet lists
 * them. Its policy allows nothing at all (should a JSON answer ever be opened as a document, no
 * script, style or frame of it runs), it is not to be sniffed as another type, framed, read by
 * another site's no-cors request, or kept by any cache (answers are personal: a student's
 * homework, a teacher's class, on a shared classroom computer). The page headers (the document's
 * policy, opener and agent-cluster isolation, DNS prefetch, legacy IE and Flash switches) are for
 * the web app's HTML; on every JSON answer they were a quarter of the bytes of a 304.
 */
function apiSecurityHeaders(page: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(page['strict-transport-security']
      ? { 'strict-transport-security': page['strict-transport-security'] }
      : {}),
    'cache-control': 'no-store',
  };
}

/**
 * The headers every answer carries: a page's, or an API answer's for paths under /api/. HSTS (and
 * upgrading insecure requests) go with every answer to a request that arrived over HTTPS, directly
 * or as the trusted proxy says, and with every answer when COOKIE_SECURE says the site is HTTPS.
 */
export function securityHeadersFor(
  cookieSecure: boolean,
): (url: string, overHttps?: boolean) => Record<string, string> {
  const plain = securityHeaders(cookieSecure);
  const secure = securityHeaders(true);
  const variants = {
    plain: { page: plain, api: apiSecurityHeaders(plain) },
    secure: { page: secure, api: apiSecurityHeaders(secure) },
  };
  return (url, overHttps = false) => {
    const set = overHttps ? variants.secure : variants.plain;
    return url.startsWith('/api/') ? set.api : set.page;
  };
}

export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    { headersFor }: { headersFor: (url: string, overHttps?: boolean) => Record<string, string> },
  ) => {
    app.addHook('onRequest', (request, reply, done) => {
      // The route that matched decides (the router also takes /%61pi/... or //api/... to an API
      // route); an address no route matched goes by how it is written. request.protocol is https
      // when the connection is TLS or when a trusted proxy says the client's was.
      reply.headers(headersFor(request.routeOptions.url ?? request.url, request.protocol === 'https'));
      done();
    });
  },
);
