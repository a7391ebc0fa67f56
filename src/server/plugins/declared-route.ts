import type { ApiCall } from '#contract/api-catalog';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route was made from its catalogue entry by `route` (the server refuses any other). */
    declared?: true;
    /** Which request limit counts the call (see ApiCall.rateClass). */
    rateClass?: ApiCall['rateClass'];
  }
}

/** What the entry's body schema reads a body as (nothing for a call without a body). */
type BodyOf<C extends ApiCall> = C['body'] extends z.ZodType ? z.output<C['body']> : undefined;

/** What a route's handler gets from its entry besides the request and the reply. */
export type RouteContext<C extends ApiCall> = {
  /**
   * The request's body read with the entry's schema (400 VALIDATION_FAILED with each problem's
   * path when it does not fit). A function, so a handler reads it where its checks want it (a
   * missing homework answers 404 before a bad body's 400).
   */
  body: () => BodyOf<C>;
};

/** A route's handler. */
export type RouteHandler<C extends ApiCall> = (
  request: FastifyRequest,
  reply: FastifyReply,
  context: RouteContext<C>,
) => unknown;

/**
 * Registers the Fastify route of one catalogue entry (src/contract/api-calls*.ts): its method and
 * path, who may call it, its body limit, what it changes and its request limit all come from the
 * entry, so the route only adds what it does. The only way an /api route is registered: the server
 * refuses to start with one made otherwise (plugins/route-access.ts).
 */
export function route<C extends ApiCall>(app: FastifyInstance, call: C, handler: RouteHandler<C>): void {
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
    handler: (request, reply) =>
      handler(request, reply, {
        body: () => (call.body ? call.body.parse(request.body ?? {}) : undefined) as BodyOf<C>,
      }),
  });
}
