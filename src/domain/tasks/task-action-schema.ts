// The body of a check call, read at the server's edge: the union of every kind's action schemas,
// made in schemas.ts. Kept apart from the student's task code so the player, which builds actions
// but never parses one, does not load the schema library.
export { taskActionSchema } from './schemas';
