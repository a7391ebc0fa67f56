import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON answers of 1 KB or more are gzip-compressed for browsers that accept it (a homework or a
 * class list shrinks to a fraction). Brotli is kept for the static files, compressed once at build
 * time: at request time its cost per byte is higher than gzip's for little gain on JSON.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
});
