/**
 * One copy of each homework's stored text for everything kept per student: a class answering the
 * same homework would otherwise keep as many copies of its tasks' JSON as it has students. The
 * texts add up to at most `maxChars`; the oldest go first (and `onDrop` lets what refers to them
 * go too), and a text longer than `maxChars / largestShare` is never kept.
 */
export class SharedTexts {
  private readonly texts = new Map<number, string>();
  private chars = 0;

  constructor(
    private readonly maxChars: number,
    private readonly largestShare: number,
    private readonly onDrop: (id: number) => void,
  ) {}

  /** The kept instance of `text` for `id` (kept now if new), or null when it is too long to keep. */
  share(id: number, text: string): string | null {
    const kept = this.texts.get(id);
    if (kept === text) return kept;
    if (kept !== undefined) this.drop(id, kept);
    if (text.length > this.maxChars / this.largestShare) return null;
    for (const [oldest, oldText] of this.texts) {
      if (this.chars + text.length <= this.maxChars) break;
      this.drop(oldest, oldText);
    }
    this.texts.set(id, text);
    this.chars += text.length;
    return text;
  }

  private drop(id: number, text: string): void {
    this.texts.delete(id);
    this.chars -= text.length;
    this.onDrop(id);
  }
}
