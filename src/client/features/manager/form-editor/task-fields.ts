import type { KnownTaskType } from '#domain/homework/task-types';
import type { ComponentType } from 'react';
import { BinaryFields } from '../../../tasks/binary/binary-fields';
import type { KindFieldsProps } from './fields';
import { FindMistakesFields } from '../../../tasks/find-mistakes/find-mistakes-fields';
import { McqFields } from '../../../tasks/mcq/mcq-fields';
import { SequenceFields } from '../../../tasks/sequence/sequence-fields';

/** The fields of each kind of task, looked up by its type. */
export const taskFields: { [K in KnownTaskType]: ComponentType<KindFieldsProps> } = {
  sequence_task: SequenceFields,
  mcq_1: McqFields,
  binary_task: BinaryFields,
  find_mistakes: FindMistakesFields,
};
