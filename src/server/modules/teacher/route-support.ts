import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam, usernameParam } from '#contract/common';
import { signedInTeacher } from '../../plugins/auth-guards';

/** The signed-in teacher's id (the routes run behind requireTeacher). */
export function teacherId(request: FastifyRequest): number {
  return signedInTeacher(request).id;
}

const username = usernameParam;

/** `{username}` path parameters. */
export const usernameParams = z.object({ username });
/** `{idOrUsername}` path parameters (freeze, unfreeze). */
export const idOrUsernameParams = z.object({ idOrUsername: usernameParam });
/** `{id}` path parameters. */
export const idParams = z.object({ id: idParam });
/** `{username}/…/{id}` path parameters. */
export const usernameAndIdParams = z.object({ username, id: idParam });

/**
 * Checks an answer against its contract schema before sending it: a drift between server and
 * contract fails loudly in the tests instead of silently in the browser.
 */
export function answer<T extends z.ZodType>(schema: T, value: z.input<T>): z.output<T> {
  return schema.parse(value);
}
