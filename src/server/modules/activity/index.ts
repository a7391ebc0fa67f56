// The teacher's live feed of what students do: one row per sign-in, homework opened or finished,
// report read. The other modules record into it; the teacher area reads it.
export { recordActivity } from './record';
