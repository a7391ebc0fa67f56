// The cap on a multiple-choice task's points: repair lowers points above it, the editor says so.

/** MCQ points are capped at this. */
export const mcqPointsCap = 20;
