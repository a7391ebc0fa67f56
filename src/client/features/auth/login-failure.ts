import { ApiError } from '../../api/http';

/** Text of the destructive 'Login failed' toast: the server's words, else a fallback. */
export function loginFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    const text = error.serverMessage.trim();
    return text !== '' ? text : `Login failed with status ${error.status}`;
  }
  return 'Invalid credentials';
}

/** True when a login failure means the account is frozen: the student goes to /frozen instead. */
export function isFrozenLoginFailure(error: unknown): boolean {
  return error instanceof ApiError && error.serverMessage.includes('Account is frozen');
}
