/** Freezes a value and everything in it (what is kept and shared between calls). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Values worked out from a stored text, kept by the text itself: the same text always gives the
 * same value, and a changed row is new text (nothing to drop). The kept texts add up to at most
 * `maxChars` (the objects cost about as much again); the oldest go first, and a text longer than
 * `maxChars / largestShare` is never kept. Callers keep frozen values (`deepFreeze`), so no caller
 * can change what the next one reads.
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
    this.kept.set(text, value);
    this.keptChars += text.length;
  }
}
