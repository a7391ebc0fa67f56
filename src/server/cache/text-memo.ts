import { deepFreeze } from './freeze';

export { deepFreeze };

/**
 * Values worked out from a stored text, kept by the text itself: the same text always gives the
 * same value, and a changed row is new text (nothing to drop). The kept texts add up to at most
 * `maxChars` (the objects cost about as much again); the oldest go first, and a text longer than
 * `maxChars / largestShare` is never kept. Kept values are frozen, deeply, so no caller can change
 * what the next one reads.
 */
export class TextMemo<V> {
  private readonly kept = new Map<string, V>();
  private keptChars = 0;

  constructor(
    private readonly maxChars: number,
    private readonly largestShare: number,
  ) {}

  get(text: string): V | undefined {
    return this.kept.get(text);
  }

  set(text: string, value: V): void {
    if (text.length > this.maxChars / this.largestShare || this.kept.has(text)) return;
    for (const oldest of this.kept.keys()) {
      if (this.keptChars + text.length <= this.maxChars) break;
      this.kept.delete(oldest);
      this.keptChars -= oldest.length;
    }
    this.kept.set(text, deepFreeze(value));
    this.keptChars += text.length;
  }
}
