/** Progress of one task; 'failed' is an mcq where every wrong option was chosen. */
export type TaskStatus = 'not-started' | 'attempted' | 'completed' | 'failed';
