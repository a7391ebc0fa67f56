import type { ItemAnalysis } from '#contract/insight';
import type { ActionOf, KnownTask, KnownTaskType, StateOf, TaskOf } from '#domain/tasks/registry';
import { type ComponentType, createElement, lazy } from 'react';
import type { KindFieldsProps } from '../features/manager/form-editor/fields';
import type { KindReplay } from '../replay/kind-replay';
import { BinaryAnswerKey } from './binary/binary-answer-key';
import { binaryReplay } from './binary/binary-replay';
import { BinaryTaskView } from './binary/binary-task-view';
import { FillBlanksAnswerKey } from './fill-blanks/fill-blanks-answer-key';
import { fillBlanksReplay } from './fill-blanks/fill-blanks-replay';
import { FillBlanksTaskView } from './fill-blanks/fill-blanks-task-view';
import { FindMistakesAnswerKey } from './find-mistakes/find-mistakes-answer-key';
import { findMistakesReplay } from './find-mistakes/find-mistakes-replay';
import { FindMistakesTaskView } from './find-mistakes/find-mistakes-task-view';
import { McqAnswerKey } from './mcq/mcq-answer-key';
import { mcqReplay } from './mcq/mcq-replay';
import { McqTaskView } from './mcq/mcq-task-view';
import { SequenceAnswerKey } from './sequence/sequence-answer-key';
import { sequenceReplay } from './sequence/sequence-replay';
import { SequenceTaskView } from './sequence/sequence-task-view';
import type { TaskRendererProps } from './task-view-props';

/** What the browser shows of one kind of task. */
export interface ClientTaskKind<K extends KnownTaskType> {
  /** The task in play or in review. */
  View: ComponentType<TaskRendererProps<TaskOf<K>, StateOf<K>, ActionOf<K>>>;
  /** The task with its answer key, for the teacher's preview. */
  AnswerKey: ComponentType<{ task: TaskOf<K> }>;
  /** Its own fields in the form editor's card (loaded when first shown: the player never needs them). */
  FormFields: Part<KindFieldsProps>;
  /** Its entry in the Schema Docs dialog: its type name and fields. */
  SchemaHelp: Part<{ listClasses: string }>;
  /** Its own figures in the item analysis (option picks, mistakes found...), if it has any. */
  Figures?: Part<{ task: ItemAnalysis['tasks'][number] }>;
  /** The teacher's replay: the task as the student saw it at each moment of their log (../replay/). */
  replay: KindReplay<TaskOf<K>, StateOf<K>, ActionOf<K>>;
}

/**
 * A component of a kind that only the teacher's screens show, loaded on first use (it suspends
 * until then) or ahead with `preload()`; once loaded it renders at once.
 */
export type Part<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/** A part from its module's loader (`() => import('./x').then((m) => m.Part)`). */
function part<P extends object>(load: () => Promise<ComponentType<P>>): Part<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per kind when this module loads, never during a render.
  const Part = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Part, { preload });
}

/**
 * Each kind of task's views, by type (its name, in the current language, is in kind-names.ts): with the kind's entry in the domain's task registry
 * (src/domain/tasks/registry.ts), all a new kind of task needs. The views of play and preview are
 * loaded with this module; the teacher-only parts (form fields, schema help, figures) on first use.
 */
export const clientTaskKinds: { [K in KnownTaskType]: ClientTaskKind<K> } = {
  sequence_task: {
    View: SequenceTaskView,
    AnswerKey: SequenceAnswerKey,
    replay: sequenceReplay,
    FormFields: part(() => import('./sequence/sequence-fields').then((m) => m.SequenceFields)),
    SchemaHelp: part(() => import('./sequence/sequence-schema-help').then((m) => m.SequenceSchemaHelp)),
  },
  mcq_1: {
    View: McqTaskView,
    AnswerKey: McqAnswerKey,
    replay: mcqReplay,
    FormFields: part(() => import('./mcq/mcq-fields').then((m) => m.McqFields)),
    SchemaHelp: part(() => import('./mcq/mcq-schema-help').then((m) => m.McqSchemaHelp)),
    Figures: part(() => import('./mcq/mcq-figures').then((m) => m.McqFigures)),
  },
  binary_task: {
    View: BinaryTaskView,
    AnswerKey: BinaryAnswerKey,
    replay: binaryReplay,
    FormFields: part(() => import('./binary/binary-fields').then((m) => m.BinaryFields)),
    SchemaHelp: part(() => import('./binary/binary-schema-help').then((m) => m.BinarySchemaHelp)),
  },
  find_mistakes: {
    View: FindMistakesTaskView,
    AnswerKey: FindMistakesAnswerKey,
    replay: findMistakesReplay,
    FormFields: part(() => import('./find-mistakes/find-mistakes-fields').then((m) => m.FindMistakesFields)),
    SchemaHelp: part(() =>
      import('./find-mistakes/find-mistakes-schema-help').then((m) => m.FindMistakesSchemaHelp),
    ),
    Figures: part(() => import('./find-mistakes/find-mistakes-figures').then((m) => m.FindMistakesFigures)),
  },
  fill_blanks: {
    View: FillBlanksTaskView,
    AnswerKey: FillBlanksAnswerKey,
    replay: fillBlanksReplay,
    FormFields: part(() => import('./fill-blanks/fill-blanks-fields').then((m) => m.FillBlanksFields)),
    SchemaHelp: part(() =>
      import('./fill-blanks/fill-blanks-schema-help').then((m) => m.FillBlanksSchemaHelp),
    ),
    Figures: part(() =>
      import('./fill-blanks/fill-blanks-figures').then(
        (m) =>
          ({ task }: { task: ItemAnalysis['tasks'][number] }) =>
            task.blanks ? <m.FillBlanksFigures blanks={task.blanks} /> : null,
      ),
    ),
  },
};

/** The kind of a task with its type forgotten (callers pair task and kind by type). */
export function clientKindOf(task: KnownTask): ClientTaskKind<KnownTaskType> {
  return clientTaskKinds[task.type] as unknown as ClientTaskKind<KnownTaskType>;
}
