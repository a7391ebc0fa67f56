import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedBody, tagged } from './etag';

describe('a kept answer’s compressed bytes', () => {
  it('sit in a memory block of their own size, not in the 16 KB block zlib compressed into', () => {
    const list = Array.from({ length: 10 }, (_, i) => ({ id: i, title: `Homework ${i}`, done: i % 2 === 0 }));
    const answer = tagged(list);
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const bytes = compressedBody(answer, encoding);
      expect(bytes.length).toBeLessThan(1024);
      // The whole block behind the view is the bytes themselves (16,384 without the copy).
      expect(bytes.buffer.byteLength).toBe(bytes.length);
      expect(decompress(bytes).toString('utf8')).toBe(answer.body);
      // Made once per answer: the same bytes again.
      expect(compressedBody(answer, encoding)).toBe(bytes);
    }
  });
});
