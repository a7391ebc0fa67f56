import { afterEach, describe, expect, it } from 'vitest';
import { outboxStorageKey } from '../features/player/auto-save-outbox';
import { progressStorageKey, readLocalProgress, writeLocalProgress } from '../features/player/local-progress';
import { forgetStudentsOtherThan, pendingSavesOf, setStorageOwner } from './student-storage';

afterEach(() => {
  localStorage.clear();
  setStorageOwner(null);
});

describe('per-student browser storage', () => {
  it('keys progress and unsent saves by the signed-in student, so the next student never reads them', () => {
    setStorageOwner('anna');
    expect(progressStorageKey(7)).toBe('homework-progress-7@anna');
    expect(outboxStorageKey(7)).toBe('homework-outbox-7@anna');
    writeLocalProgress(7, { tasks: [], currentTaskIndex: 2, startTime: null });
    expect(readLocalProgress(7)?.currentTaskIndex).toBe(2);
    setStorageOwner('ben');
    expect(readLocalProgress(7)).toBeNull();
  });

  it('a sign-in clears every other student’s progress and saves (and keys from before owners), keeping the new student’s own', () => {
    localStorage.setItem('homework-progress-7@anna', '{}');
    localStorage.setItem('homework-outbox-7@anna', '[]');
    localStorage.setItem('homework-progress-7', '{}');
    localStorage.setItem('homework-progress-9@ben', '{}');
    localStorage.setItem('theme', 'dark');
    forgetStudentsOtherThan('ben');
    expect(Object.keys(localStorage).sort()).toEqual(['homework-progress-9@ben', 'theme']);
    forgetStudentsOtherThan(null);
    expect(Object.keys(localStorage)).toEqual(['theme']);
  });

  it('finds a student’s unsent saves by homework, to send them before logging out', () => {
    localStorage.setItem('homework-outbox-7@anna', JSON.stringify([{ taskResponse: { taskId: 'a' } }]));
    localStorage.setItem('homework-outbox-8@ben', JSON.stringify([{ taskResponse: { taskId: 'b' } }]));
    expect(pendingSavesOf('anna')).toEqual([
      { homeworkId: '7', entries: [{ taskResponse: { taskId: 'a' } }] },
    ]);
  });
});
