import type { ApiCall } from '#contract/api-catalog';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route was made from its catalogue entry by `route` (the server refuses any other). */
    declared?: true;
    /** Which request limit counts the call (see ApiCall.rateClass). */
    rateClass?: ApiCall['rateClass'];
  }
}

/**
 * Registers the Fastify route of one catalogue entry (src/contract/api-calls*.ts): its method and
 * path, who may call it, its body limit, what it changes and its request limit all come from the
 * entry, so the route only adds what it does. The only way an /api route is registered: the server
 * refuses to start with one made otherwise (plugins/route-access.ts).
 */
export function route(app: FastifyInstance, call: ApiCall, handler: RouteHandlerMethod): void {
  // Areas are registered under the '/api' prefix; the operations' routes at the root.
  if (!call.path.startsWith(app.prefix))
    throw new Error(`${call.method} ${call.path} registered under the prefix ${app.prefix}`);
  app.route({
    method: call.method,
    url: call.path.slice(app.prefix.length),
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    config: {
      declared: true,
      access: call.access,
      ...(call.changes ? { changes: call.changes } : {}),
      ...(call.workOnHomework ? { workOnHomework: call.workOnHomework } : {}),
      ...(call.beforePasswordChange ? { beforePasswordChange: call.beforePasswordChange } : {}),
      ...(call.rateClass ? { rateClass: call.rateClass } : {}),
    },
    handler,
  });
}
