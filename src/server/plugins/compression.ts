import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON answers of 1 KB or more are gzip-compressed for browsers that accept it (a homework shrinks to
 * a fraction), on every call. The kept lists (a student's homework, a teacher's students) are not
 * compressed here: their bytes are compressed once per change, in brotli or gzip, and kept with the
 * list (plugins/etag.ts); this plugin leaves an answer that names its encoding alone. The static
 * files are compressed once at build time (scripts/precompress.mjs).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
});
