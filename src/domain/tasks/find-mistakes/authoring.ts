import { type Finding, finding } from '#domain/homework/finding';
import type { JsonObject } from '#domain/homework/form-model';
import type { TaskAuthoring } from '#domain/homework/form-kinds';
import { type BlockReader, lines } from '#domain/homework/shorthand-parts';
import { fragmentsOf, placeCorrect, readFindMistakes } from './form';

// How the teacher writes a find-the-mistakes task: its new card, and its shorthand block
//   Mistakes: question
//   the text with each mistake in stars: *goed -> went* (the correction is optional).
//   Fix mistakes: the same, and each mistake gives its correction and the wrong options to choose
//   from: *goed -> went | goes | gone*.
// A star or backslash meant as itself is written \* or \\, and a bar in a mistake \|.

interface Mark {
  start: number;
  end: number;
  wrongText: string;
  correction: string;
  wrong: string[];
}

/** Reads a text with *marked* mistakes: the plain text and the marks, or the problem. */
function readMarkedText(source: string): { text: string; marks: Mark[] } | Finding {
  let text = '';
  const marks: Mark[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === '\\' && i + 1 < source.length) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    if (c !== '*') {
      text += c;
      i += 1;
      continue;
    }
    // A mark: up to the next star not escaped; bars part the options, kept escaped until split.
    let inner = '';
    let j = i + 1;
    while (j < source.length && source[j] !== '*') {
      if (source[j] === '\\' && j + 1 < source.length) {
        inner += source[j + 1] === '|' ? '\u0000' : source[j + 1];
        j += 2;
      } else {
        inner += source[j];
        j += 1;
      }
    }
    if (j >= source.length)
      return finding('find-mistakes.star-not-closed', 'a mistake opened with * is not closed with *.');
    const arrow = inner.indexOf('->');
    const wrongText = (arrow === -1 ? inner : inner.slice(0, arrow)).trim().replaceAll('\u0000', '|');
    if (wrongText === '')
      return finding('find-mistakes.mark-empty', 'a *mistake* needs its wrong words between the stars.');
    const choices =
      arrow === -1
        ? []
        : inner
            .slice(arrow + 2)
            .split('|')
            .map((choice) => choice.replaceAll('\u0000', '|').trim());
    const [correction = '', ...wrong] = choices;
    if (wrong.some((w) => w === ''))
      return finding('find-mistakes.option-empty', 'an option between bars is empty.');
    marks.push({ start: text.length, end: text.length + wrongText.length, wrongText, correction, wrong });
    text += wrongText;
    i = j + 1;
  }
  return { text, marks };
}

function mistakesReader(fixMode: boolean): BlockReader {
  return (block, id) => {
    const tag = fixMode ? 'Fix mistakes' : 'Mistakes';
    if (block.body.length === 0)
      return {
        line: block.headerLine,
        code: 'find-mistakes.shorthand.empty',
        message: `${tag}: type the text below, each mistake in *stars*.`,
        params: { tag },
      };
    const read = readMarkedText(block.body.map((l) => l.text).join('\n'));
    if ('code' in read)
      return {
        line: block.body[0]?.line ?? block.headerLine,
        code: 'find-mistakes.shorthand.marked-text',
        message: `${tag}: ${read.message}`,
        params: { tag },
        cause: read,
      };
    if (read.marks.length === 0)
      return {
        line: block.body[0]?.line ?? block.headerLine,
        code: 'find-mistakes.shorthand.no-mistake',
        message: `${tag}: mark at least one *mistake*.`,
        params: { tag },
      };
    const missing = read.marks.find((mark) => fixMode && mark.correction === '');
    if (missing)
      return {
        line: block.body[0]?.line ?? block.headerLine,
        code: 'find-mistakes.shorthand.no-correction',
        message: `${tag}: give *${missing.wrongText}* its correction: *${missing.wrongText} -> right | wrong | wrong*.`,
        params: { tag, mistake: missing.wrongText },
      };
    const marks = read.marks.map((mark, n) => ({ ...mark, errorId: `e${n + 1}` }));
    return {
      id,
      type: 'find_mistakes',
      question: block.question,
      mode: fixMode ? 'find_and_fix' : 'find_only',
      mistakeCount: { revealed: true, count: marks.length, display: 'exactly' },
      find: { fragments: fragmentsOf(read.text, marks), prompts: {} },
      fix: marks
        .filter((mark) => mark.correction !== '' || mark.wrong.length > 0)
        .map((mark) => ({
          errorId: mark.errorId,
          prompt: `Fix "${mark.wrongText}"`,
          options: placeCorrect(mark.errorId, mark.correction, mark.wrong),
          correct: mark.correction,
        })),
    };
  };
}

function escapeText(text: string): string {
  return text.replace(/[\\*]/g, (c) => `\\${c}`);
}

function escapeMark(text: string): string {
  return text.replace(/[\\*|]/g, (c) => `\\${c}`);
}

/** How a find-the-mistakes task is written. */
export const findMistakesAuthoring: TaskAuthoring = {
  label: 'Find the mistakes',
  blank: (id) => ({
    id,
    type: 'find_mistakes',
    question: 'Find the mistakes.',
    points: 10,
    mode: 'find_only',
    mistakeCount: { revealed: true, count: 0, display: 'exactly' },
    find: { fragments: [], prompts: {} },
    fix: [],
  }),
  shorthand: {
    readers: {
      mistakes: mistakesReader(false),
      'find mistakes': mistakesReader(false),
      'fix mistakes': mistakesReader(true),
    },
    named: ['Mistakes', 'Fix mistakes'],
    write: (raw: JsonObject) => {
      const view = readFindMistakes(raw);
      let text = '';
      let at = 0;
      for (const mistake of view.mistakes) {
        text += escapeText(view.text.slice(at, mistake.start));
        const choices = [mistake.correction, ...mistake.wrong].filter((c, i) => i === 0 || c !== '');
        const fix =
          mistake.correction === '' && mistake.wrong.length === 0
            ? ''
            : ` -> ${choices.map(escapeMark).join(' | ')}`;
        text += `*${escapeMark(mistake.text)}${fix}*`;
        at = mistake.end;
      }
      text += escapeText(view.text.slice(at));
      return { tag: view.fixMode ? 'Fix mistakes' : 'Mistakes', body: lines(text) };
    },
  },
};
