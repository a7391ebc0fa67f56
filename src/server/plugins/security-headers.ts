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

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { https: boolean }) => {
  const headers = securityHeaders(options.https);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // API answers are personal (a student's homework, a teacher's class): no browser or proxy cache
  // may keep them, e.g. for the next person on a shared classroom computer.
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url;
    if (route?.startsWith('/api/') || request.url.startsWith('/api/'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
