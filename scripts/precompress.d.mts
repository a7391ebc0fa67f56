/** Compresses every text file over 1 KB in `dir` (brotli and gzip copies); answers how many. */
export function precompress(dir: string): number;
