// Sessions and accounts: sign-in, sign-out and who is signed in (routes.ts), passwords and their
// hashing (password.ts, scrypt.ts), the first teacher (bootstrap.ts), student accounts and the
// temporary passwords a teacher issues (account.ts, temporary-password.ts). What other rooms may
// use; everything else in this folder is the module's own (scripts/check-rooms.mjs).
export { bootstrapFirstTeacher, passwordBox } from './bootstrap';
export {
  createStudentAccount,
  generateTemporaryPassword,
  insertStudentAccount,
  type NewStudentInput,
  resetStudentPassword,
  takenStudentEmails,
  updateStudentDetails,
} from './account';
export { chooseHashingEngine, hashPasswords } from './password';
export { authRoutes } from './routes';
export { type ScryptEngine, scryptEngine } from './scrypt';
export { hasTemporaryPassword } from './temporary-password';
