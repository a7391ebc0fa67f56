import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer's JSON and its entity tag (a hash of the JSON, so it changes exactly when the answer does). */
export type Tagged = { etag: string; body: string };

/** Serialises `value` once and tags it. */
export function tagged(value: unknown): Tagged {
  return taggedBody(JSON.stringify(value));
}

/** An answer already serialised, with its entity tag. */
export function taggedBody(body: string): Tagged {
  // The one-shot hash: no Hash object per answer (the same digest as createHash's).
  return { etag: `"${hash('sha1', body, 'base64url')}"`, body };
}

/**
 * Answers a polled GET with an entity tag: the same answer as last time is a bodiless 304 when the
 * client sends the tag back in If-None-Match, so an unchanged list costs no transfer and no parsing
 * in the browser. (API answers are never stored by the browser, `no-store`: the client keeps the
 * last answer and its tag in memory and sends the tag itself.)
 */
export function sendTagged(request: FastifyRequest, reply: FastifyReply, answer: Tagged): FastifyReply {
  reply.header('etag', answer.etag);
  const given = request.headers['if-none-match'];
  if (given?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** `sendTagged` of a value serialised here. */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, value: unknown): FastifyReply {
  return sendTagged(request, reply, tagged(value));
}
