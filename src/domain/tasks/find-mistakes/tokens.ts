import type { Fragment } from '#domain/tasks/find-mistakes/schema';

// A find-the-mistakes text as the student sees and clicks it: its words ("tokens"), each with the
// space after it, whatever fragments the teacher cut the text into. A token is a run of characters
// without whitespace, so punctuation stays with its word and no token spans two words. The
// teacher's fragments only decide which mistake, if any, a token stands for. Everyone (the
// server's engine, the player, both reviews, the teacher's preview, the replay) numbers the words
// with this one function, so a token index names the same word everywhere; and since the student's
// copy is made of these tokens, tokenising the copy again gives the same words in the same places.

/** One word of the text. */
export interface TextToken {
  /** The word, punctuation included; never empty, never with whitespace. */
  text: string;
  /** What follows it when shown: '' after the last word, '\n' for a line break, else one space. */
  after: '' | ' ' | '\n';
  /** The mistake (errorId) a click on it finds, if any: the first mistake it overlaps. */
  errorId?: string;
  /**
   * The teacher's fragment a click on it stands for in the spec's `clickedFragments`: the
   * fragment of its mistake, else the fragment its first character is in.
   */
  fragment: number;
}

/** The tokens of a text and how they relate to the teacher's fragments and mistakes. */
export interface FindMistakesTokens {
  tokens: readonly TextToken[];
  /**
   * For each teacher's fragment, the token a click on that fragment stands for (an answer saved
   * before tokens, or a spec body naming fragments): its first token that finds the same thing as
   * the fragment did (its mistake, or no mistake), or -1 when no token does.
   */
  fragmentToken: readonly number[];
  /** The tokens of each mistake, in text order (a mistake of several words has several). */
  mistakeTokens: ReadonlyMap<string, readonly number[]>;
  /**
   * Mistakes with no word of their own (two mistakes inside one word, or a mistake of whitespace
   * only whose neighbouring words are taken): found together with the mistake whose word holds them.
   */
  foundWith: ReadonlyMap<string, readonly string[]>;
  /** The word that holds each mistake of `foundWith`'s lists. */
  heldBy: ReadonlyMap<string, number>;
}

const memo = new WeakMap<readonly Fragment[], FindMistakesTokens>();

/** The tokens of a find-the-mistakes text; computed once per fragment list (the task's own array). */
export function findMistakesTokens(fragments: readonly Fragment[]): FindMistakesTokens {
  const known = memo.get(fragments);
  if (known) return known;
  const made = tokenise(fragments);
  memo.set(fragments, made);
  return made;
}

interface Span {
  start: number;
  end: number;
}

function tokenise(fragments: readonly Fragment[]): FindMistakesTokens {
  // Where each fragment lies in the whole text, and each mistake's first fragment and its spans.
  const text = fragments.map((f) => f.text).join('');
  const fragmentSpans: Span[] = [];
  const mistakeOrder: string[] = [];
  const mistakeSpans = new Map<string, Span[]>();
  const mistakeFragment = new Map<string, number>();
  let offset = 0;
  fragments.forEach((fragment, index) => {
    const span = { start: offset, end: offset + fragment.text.length };
    fragmentSpans.push(span);
    offset = span.end;
    if (!fragment.isError || fragment.errorId === undefined) return;
    const spans = mistakeSpans.get(fragment.errorId);
    if (spans) spans.push(span);
    else {
      mistakeOrder.push(fragment.errorId);
      mistakeSpans.set(fragment.errorId, [span]);
      mistakeFragment.set(fragment.errorId, index);
    }
  });

  // The words and the whitespace after each.
  const words: Span[] = [];
  const afters: Array<'' | ' ' | '\n'> = [];
  const pattern = /\S+/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    if (words.length > 0) {
      const gap = text.slice((words.at(-1) as Span).end, start);
      afters[words.length - 1] = gap.includes('\n') ? '\n' : ' ';
    }
    words.push({ start, end });
    afters.push('');
  }

  // Each character's fragment (as a walk: both lists are in text order).
  const fragmentAt = (position: number, from: number): number => {
    let f = from;
    while (f < fragmentSpans.length - 1 && (fragmentSpans[f] as Span).end <= position) f++;
    return f;
  };

  // Which mistake each word stands for: the first mistake (in text order) it overlaps. Mistakes are
  // walked alongside the words, so this is linear. Taking the first means a mistake left without a
  // word always comes after the mistake whose word holds it, so both keep their order in the copy.
  const overlapsOf: string[][] = words.map(() => []);
  const owner: Array<string | undefined> = words.map(() => undefined);
  const flatMistakes = mistakeOrder
    .flatMap((errorId) => (mistakeSpans.get(errorId) as Span[]).map((span) => ({ errorId, ...span })))
    .sort((a, b) => a.start - b.start);
  let w = 0;
  for (const mistake of flatMistakes) {
    while (w < words.length && (words[w] as Span).end <= mistake.start) w++;
    for (let v = w; v < words.length && (words[v] as Span).start < mistake.end; v++) {
      const word = words[v] as Span;
      if (Math.min(word.end, mistake.end) <= Math.max(word.start, mistake.start)) continue;
      const list = overlapsOf[v] as string[];
      if (!list.includes(mistake.errorId)) list.push(mistake.errorId);
      owner[v] ??= mistake.errorId;
    }
  }

  // A mistake that owns no word: it takes a word it overlaps or (whitespace only) the word before
  // it, else the word after, if that word stands for nothing; otherwise it is found with the
  // mistake that owns that word.
  const owned = new Set(owner.filter((id): id is string => id !== undefined));
  const foundWith = new Map<string, string[]>();
  const heldBy = new Map<string, number>();
  for (const errorId of mistakeOrder) {
    if (owned.has(errorId) || words.length === 0) continue;
    const span = (mistakeSpans.get(errorId) as Span[])[0] as Span;
    let candidate = -1;
    for (let v = 0; v < words.length; v++) {
      if ((overlapsOf[v] as string[]).includes(errorId)) {
        candidate = v;
        break;
      }
    }
    if (candidate === -1) {
      let before = -1;
      for (let v = 0; v < words.length && (words[v] as Span).end <= span.start; v++) before = v;
      candidate = before === -1 ? 0 : before;
    }
    const holder = owner[candidate];
    if (holder === undefined) {
      owner[candidate] = errorId;
      owned.add(errorId);
    } else {
      const list = foundWith.get(holder) ?? [];
      list.push(errorId);
      foundWith.set(holder, list);
      heldBy.set(errorId, candidate);
    }
  }

  let f = 0;
  const tokens: TextToken[] = words.map((word, index) => {
    f = fragmentAt(word.start, f);
    const errorId = owner[index];
    return {
      text: text.slice(word.start, word.end),
      after: afters[index] ?? '',
      ...(errorId === undefined ? {} : { errorId }),
      fragment: errorId === undefined ? f : (mistakeFragment.get(errorId) ?? f),
    };
  });

  const mistakeTokens = new Map<string, number[]>();
  tokens.forEach((token, index) => {
    if (token.errorId === undefined) return;
    const list = mistakeTokens.get(token.errorId);
    if (list) list.push(index);
    else mistakeTokens.set(token.errorId, [index]);
  });

  // The token standing for each fragment: the first token that finds what the fragment finds,
  // preferring those that start inside it.
  const holderOf = new Map<string, string>();
  for (const [holder, held] of foundWith) for (const errorId of held) holderOf.set(errorId, holder);
  let first = 0;
  const fragmentToken = fragments.map((fragment, index) => {
    const span = fragmentSpans[index] as Span;
    const wanted = fragment.isError ? fragment.errorId : undefined;
    const holder = wanted === undefined ? undefined : (holderOf.get(wanted) ?? wanted);
    while (first < words.length && (words[first] as Span).end <= span.start) first++;
    let overlapping = -1;
    for (let v = first; v < words.length; v++) {
      const word = words[v] as Span;
      if (word.start >= span.end) break;
      if (word.end <= span.start || tokens[v]?.errorId !== holder) continue;
      if (word.start >= span.start) return v;
      if (overlapping === -1) overlapping = v;
    }
    if (overlapping !== -1 || holder === undefined) return overlapping;
    return mistakeTokens.get(holder)?.[0] ?? -1;
  });

  return { tokens, fragmentToken, mistakeTokens, foundWith, heldBy };
}

/** The whole text with its tokens' spacing: what a student's copy joins to. */
export function tokenText(tokens: readonly TextToken[]): string {
  return tokens.map((t) => t.text + t.after).join('');
}
