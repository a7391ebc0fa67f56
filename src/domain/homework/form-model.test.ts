import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBinary } from '#domain/tasks/binary/form';
import {
  readFindMistakes,
  toggleMistake,
  wordSpans,
  writeCorrection,
  writeFindMistakesText,
  writeFixMode,
} from '#domain/tasks/find-mistakes/form';
import { readMcq, writeMcqOptions } from '#domain/tasks/mcq/form';
import { readCommon, writeExplanation } from './form-kinds';
import { taskKinds } from '#domain/tasks/registry';
import { readSequence, scramble, writeSequenceAnswer } from '#domain/tasks/sequence/form';
import {
  addTask,
  duplicateTask,
  emptyFormModel,
  formModelJson,
  formModelOf,
  moveTask,
  readFormModel,
  removeTask,
  updateTask,
  type HomeworkFormModel,
  type JsonObject,
} from './form-model';
import { validateHomework } from './editor';

const word = fc.stringMatching(/^[A-Za-z]{1,8}$/);
const phrase = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));
const extra = fc.dictionary(
  fc.stringMatching(/^x[A-Za-z]{1,5}$/),
  fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
  { maxKeys: 2 },
);

const sequenceTask = fc
  .record({
    words: fc.array(word, { minLength: 1, maxLength: 7 }),
    question: phrase,
    extra,
    words2: fc.boolean(),
  })
  .map(({ words, question, extra }) => ({
    ...extra,
    type: 'sequence_task',
    question,
    points: 2 * words.length,
    items: scramble(words),
    correctOrder: words,
  }));

const mcqTask = fc
  .record({
    options: fc.uniqueArray(word, { minLength: 2, maxLength: 5 }),
    pick: fc.nat(),
    sentence: fc.option(phrase, { nil: undefined }),
    question: phrase,
    extra,
    // Explanations of some options (by place), keyed by the option's text.
    why: fc.array(fc.option(phrase, { nil: undefined }), { maxLength: 5 }),
  })
  .map(({ options, pick, sentence, question, extra, why }) => {
    const explained = Object.fromEntries(
      options.flatMap((option, i) => (why[i] === undefined ? [] : [[option, why[i]]])),
    );
    return {
      ...extra,
      type: 'mcq_1',
      question,
      ...(sentence === undefined ? {} : { sentence }),
      points: (options.length - 1) * 2,
      options,
      correctAnswer: options[pick % options.length],
      ...(Object.keys(explained).length > 0 ? { optionExplanations: explained } : {}),
    };
  });

const binaryTask = fc
  .record({
    passage: phrase,
    statement: phrase,
    answer: fc.boolean(),
    points: fc.integer({ min: 0, max: 50 }),
    extra,
  })
  .map(({ passage, statement, answer, points, extra }) => ({
    ...extra,
    type: 'binary_task',
    question: 'True?',
    points,
    passage,
    statement,
    correctAnswer: answer,
  }));

const findMistakesTask = fc
  .record({
    pieces: fc.array(fc.record({ text: phrase, error: fc.boolean() }), { minLength: 1, maxLength: 6 }),
    fixMode: fc.boolean(),
    revealed: fc.boolean(),
    extra,
  })
  .map(({ pieces, fixMode, revealed, extra }) => {
    const marked = pieces.some((p) => p.error) ? pieces : [{ text: 'oops', error: true }, ...pieces];
    let n = 0;
    const fragments = marked.map((p, i) => {
      const text = i < marked.length - 1 ? `${p.text} ` : p.text;
      if (!p.error) return { text, isError: false };
      n += 1;
      return { text, isError: true, errorId: `e${n}` };
    });
    const ids = fragments.flatMap((f) => (f.errorId ? [f.errorId] : []));
    return {
      ...extra,
      type: 'find_mistakes',
      question: 'Find them.',
      points: 10,
      mode: fixMode ? 'find_and_fix' : 'find_only',
      mistakeCount: { revealed, count: ids.length, display: 'exactly' },
      find: { fragments, prompts: {} },
      fix: fixMode
        ? ids.map((errorId) => ({ errorId, prompt: 'Fix', options: ['a', 'b'], correct: 'a' }))
        : [],
    };
  });

/** Any kind of task, some with the tutor's explanation. */
const anyTask = fc
  .tuple(fc.oneof(sequenceTask, mcqTask, binaryTask, findMistakesTask), fc.option(phrase, { nil: undefined }))
  .map(([task, explanation]) => (explanation === undefined ? task : { ...task, explanation }));

/** Random valid homework: bare assignmentDetails or a wrapper, with keys the form does not know. */
const homework = fc
  .record({
    tasks: fc.array(anyTask, { minLength: 1, maxLength: 6 }),
    instructions: fc.string(),
    passing: fc.nat({ max: 100 }),
    wrapped: fc.boolean(),
    extra,
  })
  .map(({ tasks, instructions, passing, wrapped, extra }) => {
    const withIds = tasks.map((task, i) => ({ id: `q${i + 1}`, ...task }));
    const total = withIds.reduce((sum, t) => sum + t.points, 0);
    const details = {
      totalPoints: total,
      passingScore: Math.min(passing, total),
      instructions,
      tasks: withIds,
      ...extra,
    };
    return wrapped ? { title: 'T', description: 'D', assignmentDetails: details, ...extra } : details;
  });

function modelOf(value: unknown): HomeworkFormModel {
  const read = formModelOf(value);
  if (!read.ok) throw new Error(read.reason);
  return read.model;
}

describe('homework form model', () => {
  it('gives back exactly the same JSON, key order included, for random valid homework', () => {
    fc.assert(
      fc.property(homework, (value) => {
        const back = formModelJson(modelOf(value));
        expect(back).toEqual(value);
        expect(JSON.stringify(back)).toBe(JSON.stringify(value));
      }),
    );
  });

  it('keeps odd values it does not understand as they were', () => {
    const odd = {
      tasks: [{ id: 7, type: 'mcq_1', points: '6', options: ['a', 'b'], correctAnswer: 1, zzz: [1] }],
    };
    expect(formModelJson(modelOf(odd))).toEqual(odd);
  });

  it('moving, duplicating and removing cards round-trips and touches no other task', () => {
    fc.assert(
      fc.property(homework, fc.nat(), fc.nat(), (value, a, b) => {
        const model = modelOf(value);
        const n = model.tasks.length;
        const moved = moveTask(model, a % n, b % n);
        expect(formModelJson(moveTask(moved, b % n, a % n))).toEqual(value);
        const copied = duplicateTask(model, a % n);
        expect(copied.tasks).toHaveLength(n + 1);
        expect(new Set(copied.tasks.map((c) => c.raw.id)).size).toBe(n + 1);
        const { id: _a, ...original } = (model.tasks[a % n] as { raw: JsonObject }).raw;
        const { id: _b, ...copy } = (copied.tasks[(a % n) + 1] as { raw: JsonObject }).raw;
        expect(copy).toEqual(original);
        // The tasks come back as they were (the totals follow the points, so they may differ).
        expect(removeTask(copied, (a % n) + 1).tasks.map((c) => c.raw)).toEqual(
          model.tasks.map((c) => c.raw),
        );
      }),
    );
  });

  it('reads blank text as a new homework and refuses what the form cannot show', () => {
    expect(readFormModel('  ')).toEqual({ ok: true, model: emptyFormModel() });
    expect(readFormModel('{"tasks": 3}')).toEqual({
      ok: false,
      code: 'form.tasks-not-list',
      reason: 'tasks is not a list.',
    });
    expect(readFormModel('{"tasks": [{}, 2]}')).toMatchObject({
      code: 'form.task-not-object',
      reason: 'tasks[1] is not an object.',
      params: { index: 1 },
    });
    expect(readFormModel('[1]').ok).toBe(false);
    expect(readFormModel('{ bad').ok).toBe(false);
  });

  it('a homework built through the form alone passes the editor with no problems and keeps totals in step', () => {
    let model = emptyFormModel();
    model = addTask(model, taskKinds.sequence_task.authoring.blank);
    model = updateTask(
      model,
      0,
      writeSequenceAnswer(model.tasks[0]?.raw as JsonObject, ['We', 'went', 'home']),
    );
    model = addTask(model, taskKinds.mcq_1.authoring.blank);
    model = updateTask(
      model,
      1,
      writeMcqOptions(model.tasks[1]?.raw as JsonObject, ['go', 'went', 'gone'], 1),
    );
    model = updateTask(
      model,
      1,
      writeMcqOptions(model.tasks[1]?.raw as JsonObject, ['go', 'went', 'gone'], 1, ['', 'Past of go.', '']),
    );
    model = updateTask(model, 1, writeExplanation(model.tasks[1]?.raw as JsonObject, 'Last summer is past.'));
    model = addTask(model, taskKinds.binary_task.authoring.blank);
    model = updateTask(model, 2, {
      ...(model.tasks[2]?.raw as JsonObject),
      passage: 'Tom is 9.',
      statement: 'Tom is 10.',
      correctAnswer: false,
    });
    model = addTask(model, taskKinds.find_mistakes.authoring.blank);
    let fm = writeFindMistakesText(model.tasks[3]?.raw as JsonObject, 'She goed home.');
    fm = toggleMistake(fm, 4, 8);
    fm = writeCorrection(writeFixMode(fm, true), 'e1', 'went', ['goes']);
    model = updateTask(model, 3, fm);
    const json = formModelJson(model);
    expect(validateHomework(json).problems).toEqual([]);
    expect((json.tasks as JsonObject[])[1]).toMatchObject({
      explanation: 'Last summer is past.',
      optionExplanations: { went: 'Past of go.' },
    });
    expect(json.totalPoints).toBe(6 + 4 + 10 + 10);
    expect(json.passingScore).toBe(21);
    expect(validateHomework(json).warnings).toEqual([]);
  });
});

describe('form fields of each kind', () => {
  it('sequence: the answer is the order typed, students see it shuffled, and unknown keys stay', () => {
    fc.assert(
      fc.property(sequenceTask, fc.array(word, { minLength: 1, maxLength: 8 }), (task, words) => {
        const raw = writeSequenceAnswer(task, words);
        const view = readSequence(raw);
        expect(view.correctOrder).toEqual(words);
        expect([...view.items].sort()).toEqual([...words].sort());
        if (new Set(words).size > 1) expect(view.items).not.toEqual(words);
        expect(raw.points).toBe(2 * words.length);
        for (const key of Object.keys(task).filter((k) => k.startsWith('x')))
          expect(raw[key]).toEqual(task[key as keyof typeof task]);
      }),
    );
  });

  it('multiple choice: options and the marked one read back; the answer is the option text', () => {
    fc.assert(
      fc.property(
        mcqTask,
        fc.uniqueArray(word, { minLength: 2, maxLength: 6 }),
        fc.nat(),
        (task, options, pick) => {
          const correct = pick % options.length;
          const raw = writeMcqOptions(task, options, correct);
          expect(readMcq(raw)).toMatchObject({ options, correct });
          expect(raw.correctAnswer).toBe(options[correct]);
          expect(raw.points).toBe((options.length - 1) * 2);
        },
      ),
    );
  });

  it('multiple choice: an explanation follows its option when the option is renamed, and goes with it', () => {
    fc.assert(
      fc.property(mcqTask, word, fc.nat(), (task, renamed, pick) => {
        const view = readMcq(task);
        const i = pick % view.options.length;
        fc.pre(!view.options.includes(renamed));
        const explanations = view.explanations.map((e, j) => (j === i ? 'Because.' : e));
        const options = view.options.map((o, j) => (j === i ? renamed : o));
        const raw = writeMcqOptions(task, options, view.correct, explanations);
        expect(readMcq(raw).explanations).toEqual(explanations);
        const explained = raw.optionExplanations as JsonObject;
        expect(Object.hasOwn(explained, renamed) && explained[renamed]).toBe('Because.');
        expect(Object.hasOwn(explained, view.options[i] as string)).toBe(false);
        const removed = writeMcqOptions(
          raw,
          options.filter((_, j) => j !== i),
          -1,
          explanations.filter((_, j) => j !== i),
        );
        expect(Object.hasOwn((removed.optionExplanations ?? {}) as JsonObject, renamed)).toBe(false);
        expect(validateHomework({ tasks: [{ id: 'q1', ...raw }] }).problems).toEqual([]);
      }),
    );
  });

  it("every task's explanation: written as typed, left out when emptied, other keys kept", () => {
    fc.assert(
      fc.property(anyTask, phrase, (task, text) => {
        const raw = writeExplanation(task, text);
        expect(readCommon(raw).explanation).toBe(text);
        const { explanation: _e, ...rest } = task as JsonObject;
        expect(writeExplanation(raw, '')).toEqual(rest);
      }),
    );
  });

  it('true/false: reads the passage, statement and answer', () => {
    expect(readBinary({ passage: 'P', statement: 'S', correctAnswer: 'false' })).toEqual({
      passage: 'P',
      statement: 'S',
      answer: false,
    });
    expect(readBinary({}).answer).toBeNull();
  });

  it('find the mistakes: marking a word makes it a mistake, marking it again unmarks it', () => {
    fc.assert(
      fc.property(findMistakesTask, fc.nat(), (task, pick) => {
        const view = readFindMistakes(task);
        const spans = wordSpans(view.text);
        const span = spans[pick % spans.length];
        if (!span) return;
        const marked = toggleMistake(task, span.start, span.end);
        const after = readFindMistakes(marked);
        const existing = view.mistakes.find((m) => m.start === span.start && m.end === span.end);
        if (existing) expect(after.mistakes.some((m) => m.start === span.start)).toBe(false);
        else expect(after.mistakes.some((m) => m.start === span.start && m.end === span.end)).toBe(true);
        expect(after.text).toBe(view.text);
        expect((marked.mistakeCount as JsonObject).count).toBe(after.mistakes.length);
      }),
    );
  });

  it('find the mistakes: corrections and wrong options read back', () => {
    fc.assert(
      fc.property(
        findMistakesTask,
        word,
        fc.uniqueArray(word, { maxLength: 3 }),
        (task, correction, wrong) => {
          fc.pre(!wrong.includes(correction));
          const first = readFindMistakes(task).mistakes[0] as { errorId: string };
          const raw = writeCorrection(task, first.errorId, correction, wrong);
          const mistake = readFindMistakes(raw).mistakes[0];
          expect(mistake).toMatchObject({ correction, wrong });
        },
      ),
    );
  });

  it('points do not drop while a task is still being written (a mistake without its correction yet)', () => {
    let raw: JsonObject = writeFixMode(taskKinds.find_mistakes.authoring.blank('q1'), true);
    raw = writeFindMistakesText(raw, 'She goed home.');
    raw = toggleMistake(raw, 4, 8);
    expect(raw.points).toBe(10);
    let mcq: JsonObject = taskKinds.mcq_1.authoring.blank('q2');
    mcq = writeMcqOptions(mcq, ['go', 'went', ''], -1);
    expect(mcq.points).toBe(4);
    mcq = writeMcqOptions(mcq, ['go', 'went', 'gone'], 1);
    expect(mcq.points).toBe(4);
  });

  it('find the mistakes: editing the text keeps the marks outside the change', () => {
    let raw: JsonObject = taskKinds.find_mistakes.authoring.blank('q1');
    raw = writeFindMistakesText(raw, 'She goed home and eated.');
    raw = toggleMistake(raw, 4, 8);
    raw = toggleMistake(raw, 18, 23);
    raw = writeFindMistakesText(raw, 'Yesterday she goed home and eated.');
    expect(readFindMistakes(raw).mistakes.map((m) => m.text)).toEqual(['goed', 'eated']);
    raw = writeFindMistakesText(raw, 'Yesterday she went home and eated.');
    expect(readFindMistakes(raw).mistakes.map((m) => m.text)).toEqual(['eated']);
  });
});
