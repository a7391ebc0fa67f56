import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers a polled GET with an entity tag: the same answer as last time is a bodiless 304 when the
 * client sends the tag back in If-None-Match, so an unchanged list costs no transfer and no parsing
 * in the browser. The tag is a hash of the JSON itself, so it changes exactly when the answer does.
 * (API answers are never stored by the browser, `no-store`: the client keeps the last answer and its
 * tag in memory and sends the tag itself.)
 */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, value: unknown): FastifyReply {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('etag', etag);
  const given = request.headers['if-none-match'];
  if (given?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
