import type { ActionOf, KnownTask, KnownTaskType, StateOf, TaskOf } from '#domain/tasks/registry';
import type { ComponentType } from 'react';
import { BinaryAnswerKey } from './binary/binary-answer-key';
import { BinaryTaskView } from './binary/binary-task-view';
import { FindMistakesAnswerKey } from './find-mistakes/find-mistakes-answer-key';
import { FindMistakesTaskView } from './find-mistakes/find-mistakes-task-view';
import { McqAnswerKey } from './mcq/mcq-answer-key';
import { McqTaskView } from './mcq/mcq-task-view';
import { SequenceAnswerKey } from './sequence/sequence-answer-key';
import { SequenceTaskView } from './sequence/sequence-task-view';
import type { TaskRendererProps } from './task-view-props';

/** What the browser shows of one kind of task. */
export interface ClientTaskKind<K extends KnownTaskType> {
  /** Its name on the teacher's preview. */
  label: string;
  /** The task in play or in review. */
  View: ComponentType<TaskRendererProps<TaskOf<K>, StateOf<K>, ActionOf<K>>>;
  /** The task with its answer key, for the teacher's preview. */
  AnswerKey: ComponentType<{ task: TaskOf<K> }>;
}

/**
 * Each kind of task's views, by type: with the kind's entry in the domain's task registry
 * (src/domain/tasks/registry.ts), all a new kind of task needs.
 */
export const clientTaskKinds: { [K in KnownTaskType]: ClientTaskKind<K> } = {
  sequence_task: { label: 'Sentence Scramble', View: SequenceTaskView, AnswerKey: SequenceAnswerKey },
  mcq_1: { label: 'Multiple Choice', View: McqTaskView, AnswerKey: McqAnswerKey },
  binary_task: { label: 'Binary Task', View: BinaryTaskView, AnswerKey: BinaryAnswerKey },
  find_mistakes: { label: 'Find Mistakes', View: FindMistakesTaskView, AnswerKey: FindMistakesAnswerKey },
};

/** The kind of a task with its type forgotten (callers pair task and kind by type). */
export function clientKindOf(task: KnownTask): ClientTaskKind<KnownTaskType> {
  return clientTaskKinds[task.type] as unknown as ClientTaskKind<KnownTaskType>;
}
