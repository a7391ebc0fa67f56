import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/** Below this many characters an answer is sent as it is (as the compression plugin does). */
export const COMPRESS_FROM_CHARS = 1024;

/** The encodings a kept answer is compressed to. */
export type KeptEncoding = 'br' | 'gzip';

/** How many times a kept answer was compressed, by encoding (read by /api/metrics and the tests). */
export const keptCompressions: Record<KeptEncoding, number> = { br: 0, gzip: 0 };

// The compressed bytes of each answer, by the answer object: a kept list is one object until its
// next change (a change builds a new one), so each encoding is made once per change and dropped
// with the answer. Kept beside the answer, not in it: the caches' self-check compares answers.
const compressedBytes = new WeakMap<Tagged, Partial<Record<KeptEncoding, Buffer>>>();

/**
 * The fastest settings of each encoding (brotli quality 1, gzip level 1): a kept answer is
 * compressed once per change, and a list that changes with every answer of a class (the teacher's)
 * is compressed about once per call. On a class list of 38 KB brotli 1 takes 70 µs for 3.4 KB and
 * gzip 1 55 µs for 4 KB, where brotli 5 takes 260 µs for 2.5 KB and gzip's default 190 µs for
 * 3.2 KB: the server's CPU is what a school runs short of, not the network's bytes.
 */
const BROTLI_QUALITY = 1;
const GZIP_OPTIONS = { level: 1 };

/**
 * The bytes in a memory block of their own size. zlib's one-shot calls answer a view of the 16 KB
 * block they compressed into, and a kept view keeps its whole block: a list compressed to 600
 * bytes held 16 KB, 52 MB for 5,000 signed-in students' lists, and that memory outside the heap
 * also urges the collector on. Copied once per change.
 */
function ownSized(bytes: Buffer): Buffer {
  if (bytes.buffer.byteLength <= bytes.length + 256) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** The bytes of `answer` in `encoding`, compressed on first use. */
export function compressedBody(answer: Tagged, encoding: KeptEncoding): Buffer {
  let kept = compressedBytes.get(answer);
  if (!kept) {
    kept = {};
    compressedBytes.set(answer, kept);
  }
  let bytes = kept[encoding];
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(answer.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
            },
          })
        : gzipSync(answer.body, GZIP_OPTIONS);
    bytes = ownSized(bytes);
    kept[encoding] = bytes;
    keptCompressions[encoding] += 1;
  }
  return bytes;
}

// The encoding chosen for each Accept-Encoding text seen (browsers send a handful of them).
const chosenEncodings = new Map<string, KeptEncoding | null>();

/**
 * The encoding to send for an Accept-Encoding header: brotli when accepted, else gzip, else none.
 * A coding with q=0 is refused; `*` accepts both.
 */
export function acceptedEncoding(header: string | undefined): KeptEncoding | null {
  if (!header) return null;
  const known = chosenEncodings.get(header);
  if (known !== undefined) return known;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  const chosen = accepted.has('br') || accepted.has('*') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  if (chosenEncodings.size < 100) chosenEncodings.set(header, chosen);
  return chosen;
}

/**
 * Answers a polled GET with an entity tag: the same answer as last time is a bodiless 304 when the
 * client sends the tag back in If-None-Match, so an unchanged list costs no transfer and no parsing
 * in the browser. (API answers are never stored by the browser, `no-store`: the client keeps the
 * last answer and its tag in memory and sends the tag itself.) A changed answer of 1 KB or more goes
 * compressed as the client accepts, from the bytes kept with the answer.
 */
export function sendTagged(request: FastifyRequest, reply: FastifyReply, answer: Tagged): FastifyReply {
  reply.header('etag', answer.etag);
  const given = request.headers['if-none-match'];
  if (given?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding =
    answer.body.length >= COMPRESS_FROM_CHARS ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.body);
  // The compression plugin leaves an answer alone once it names its encoding.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.header('content-encoding', encoding);
  return reply.send(compressedBody(answer, encoding));
}

/** `sendTagged` of a value serialised here. */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, value: unknown): FastifyReply {
  return sendTagged(request, reply, tagged(value));
}
