import type { BinaryTask } from './schema';

// A task that only shows a message (the homework without a valid task): a 0-point true/false task,
// which every player can show, whose statement is the message and whose one answer is right.

/** A 0-point task showing `message`. */
export function messageTask(id: string, message: string): BinaryTask {
  return {
    id,
    type: 'binary_task',
    question: message,
    points: 0,
    passage: '',
    statement: message,
    correctAnswer: true,
  };
}

/** Whether a task of this id and type is such a message task (0 points). */
export function isMessageTask(task: { id: string; type: string; points: number }, id: string): boolean {
  return task.id === id && task.type === 'binary_task' && task.points === 0;
}
