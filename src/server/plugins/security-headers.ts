import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers with a strict Content-Security-Policy: scripts only from this origin, no inline
 * script. Styles allow 'unsafe-inline' because React style attributes and Radix's scroll lock
 * (a <style> element it injects while a dialog is open) need it; no script can run through CSS.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { https: boolean }) => {
  await app.register(helmet, {
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
        ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // HSTS only makes sense when the site is served over HTTPS.
    strictTransportSecurity: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  // API answers are personal (a student's homework, a teacher's class): no browser or proxy cache
  // may keep them, e.g. for the next person on a shared classroom computer.
  app.addHook('onSend', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route?.startsWith('/api/') || request.url.startsWith('/api/'))
      reply.header('cache-control', 'no-store');
  });
});
