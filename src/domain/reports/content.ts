import { iconEmoji } from './icons';

/** A run of inline text; everything is plain text, never HTML. */
export interface InlineRun {
  kind: 'text' | 'bold' | 'italic';
  text: string;
}

/** A block of a lesson report. */
export type ReportBlock =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; runs: InlineRun[] }
  /** Consecutive lines of one paragraph, each line its own list of runs. */
  | { kind: 'paragraph'; lines: InlineRun[][] }
  /** A line containing Chinese text. */
  | { kind: 'translation'; runs: InlineRun[] }
  | { kind: 'bullet-list'; items: InlineRun[][] }
  | { kind: 'numbered-list'; items: InlineRun[][] };

const markers = ['=== REPORT START ===', '=== REPORT END ===', 'Chinese Translation:'];
const iconOpening = /\[ICON:/gi;
const hanCharacter = /\p{Script=Han}/u;

/**
 * Turns each [ICON: name] tag into its emoji (unknown names dropped): a tag runs from `[ICON:` to
 * the first `]` after it. Done in one pass: a regular expression looking for the `]` from every
 * opening would scan to the end of the text once per opening that never closes (thousands of
 * `[ICON:` without `]` took seconds), while here the next `]` is found once and reused until the
 * openings pass it.
 */
function replaceIcons(text: string): string {
  const parts: string[] = [];
  let last = 0;
  let close = -1;
  iconOpening.lastIndex = 0;
  for (let open = iconOpening.exec(text); open !== null; open = iconOpening.exec(text)) {
    const start = open.index;
    if (start < last) continue;
    if (close < start + open[0].length) close = text.indexOf(']', start + open[0].length);
    if (close === -1) break;
    parts.push(text.slice(last, start), iconEmoji(text.slice(start + open[0].length, close).trim()) ?? '');
    last = close + 1;
    iconOpening.lastIndex = last;
  }
  parts.push(text.slice(last));
  return parts.join('');
}

/** Removes the report markers and turns [ICON: name] tags into emoji (unknown names dropped). */
export function cleanReportText(text: string): string {
  let cleaned = text;
  for (const marker of markers) cleaned = cleaned.split(marker).join('');
  return replaceIcons(cleaned);
}

/** Inline runs of one line: **bold** or __bold__, *italic*, the rest text. */
export function parseInline(line: string): InlineRun[] {
  const runs: InlineRun[] = [];
  const pattern = /\*\*(.+?)\*\*|__(.+?)__|\*(.+?)\*/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) runs.push({ kind: 'text', text: line.slice(last, start) });
    const bold = match[1] ?? match[2];
    runs.push(bold === undefined ? { kind: 'italic', text: match[3] ?? '' } : { kind: 'bold', text: bold });
    last = start + match[0].length;
  }
  if (last < line.length) runs.push({ kind: 'text', text: line.slice(last) });
  return runs;
}

const headingLine = /^(#{1,6})\s+(.*)$/;
const bulletLine = /^[-*+•]\s+(.*)$/;
const numberedLine = /^\d+[.)]\s+(.*)$/;

function stripBlockMarker(line: string): string {
  return line.replace(/^(#{1,6}|[-*+•]|\d+[.)])\s+/, '');
}

/** Parses lesson-report content into blocks. */
export function parseReportContent(text: string): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  const pending: { block: ReportBlock | null } = { block: null };
  const close = () => {
    if (pending.block) blocks.push(pending.block);
    pending.block = null;
  };
  for (const rawLine of cleanReportText(text).split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') {
      close();
      continue;
    }
    const current = pending.block;
    if (hanCharacter.test(line)) {
      close();
      blocks.push({ kind: 'translation', runs: parseInline(stripBlockMarker(line)) });
      continue;
    }
    const heading = headingLine.exec(line);
    if (heading) {
      close();
      const level = Math.min(6, heading[1]?.length ?? 1) as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ kind: 'heading', level, runs: parseInline(heading[2] ?? '') });
      continue;
    }
    const bullet = bulletLine.exec(line);
    const numbered = bullet ? null : numberedLine.exec(line);
    const listKind = bullet ? 'bullet-list' : numbered ? 'numbered-list' : null;
    if (listKind) {
      const item = parseInline((bullet ?? numbered)?.[1] ?? '');
      if (current?.kind === listKind) current.items.push(item);
      else {
        close();
        pending.block = { kind: listKind, items: [item] };
      }
      continue;
    }
    if (current?.kind === 'paragraph') current.lines.push(parseInline(line));
    else {
      close();
      pending.block = { kind: 'paragraph', lines: [parseInline(line)] };
    }
  }
  close();
  return blocks;
}

/** Plain-text excerpt of report content: markers and markdown removed, cut at `max` characters with '...'. */
export function reportExcerpt(text: string, max = 150): string {
  const plain = cleanReportText(text)
    .split(/\r?\n/)
    .map((line) => stripBlockMarker(line.trim()))
    .join(' ')
    .replace(/\*\*|__|\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(plain);
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : plain;
}
