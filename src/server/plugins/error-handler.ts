import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import secureJson from 'secure-json-parse';
import { ZodError } from 'zod';
import type { ErrorBody, ErrorCode } from '#contract/errors';
import { HttpError } from './http-errors';
import { handOnParsed } from './large-bodies';

type Problem = NonNullable<ErrorBody['problems']>[number];
type Coded = Pick<Problem, 'code' | 'params' | 'cause'>;

/** A finding's stable code with the values and the finding it wraps, each only when present. */
function codedFields(coded: Partial<Coded> | undefined, code = coded?.code): Coded {
  return {
    ...(code === undefined ? {} : { code }),
    ...(coded?.params === undefined ? {} : { params: coded.params }),
    ...(coded?.cause === undefined ? {} : { cause: coded.cause }),
  };
}

/**
 * Each issue as a problem: its path, its English message and its stable code. A custom issue names
 * its code (and values, and the finding it wraps) in `params.finding` (homeworkValidationError, the
 * bulk add's emails); a schema check's is `schema.` and zod's own code.
 */
function zodProblems(error: ZodError): Problem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const coded =
      issue.code === 'custom' ? (issue.params?.finding as Partial<Problem> | undefined) : undefined;
    if (issue.code === 'custom' && coded?.code === undefined) return { path, message: issue.message };
    return { path, message: issue.message, ...codedFields(coded, coded?.code ?? `schema.${issue.code}`) };
  });
}

function fastifyCodeToError(
  error: FastifyError,
): { status: number; code: ErrorCode; message: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'BAD_REQUEST', message: 'Send the request body as application/json' };
    default:
      return null;
  }
}

/** The deepest nesting of arrays and objects a body may have; no valid call comes close. */
export const MAX_JSON_DEPTH = 64;

/**
 * How deeply arrays and objects nest in a parsed value, counted without recursion (a deep body must
 * not overflow the stack here either); stops counting once past `limit`. Arrays are walked by index
 * and objects by key, so a body's long lists are not copied on the way (a 1 MB list of numbers is
 * a third of a million entries).
 */
function nestingDepth(root: unknown, limit: number): number {
  let deepest = 0;
  const stack: Array<[object, number]> = [];
  if (typeof root === 'object' && root !== null) stack.push([root, 1]);
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [object, number];
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    const next = depth + 1;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const child: unknown = value[i];
        if (typeof child === 'object' && child !== null) stack.push([child, next]);
      }
    } else {
      for (const key in value) {
        const child: unknown = (value as Record<string, unknown>)[key];
        if (typeof child === 'object' && child !== null) stack.push([child, next]);
      }
    }
  }
  return deepest;
}

/**
 * Parses JSON text with the guards every request body gets: `__proto__` and
 * `constructor.prototype` keys are refused (they could reach an object's prototype once the value
 * is merged or spread somewhere), and so is nesting deeper than MAX_JSON_DEPTH. JSON that arrives
 * as a string inside a body (a homework pasted as text) goes through the same guards. `what` names
 * the text in the messages ("The request body").
 */
export function readGuardedJson(
  text: string,
  what: string,
): { ok: true; value: unknown } | { ok: false; syntax: boolean; message: string } {
  let value: unknown;
  try {
    value = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (error) {
    const prototype = error instanceof SyntaxError && /prototype/i.test(error.message);
    const message = prototype
      ? `${what} may not contain "__proto__" or "constructor.prototype" keys`
      : `${what} is not valid JSON`;
    return { ok: false, syntax: !prototype, message };
  }
  if (nestingDepth(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    return { ok: false, syntax: false, message: `${what} is nested more than ${MAX_JSON_DEPTH} levels deep` };
  }
  return { ok: true, value };
}

/**
 * One error handler for the whole API: every error answers `{ error, message }` (src/contract/errors.ts).
 * JSON bodies are parsed here too, so an empty body is "no body" and a malformed one is 400 INVALID_JSON.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    const read = readGuardedJson(text, 'The request body');
    if (!read.ok) return done(new HttpError('INVALID_JSON', read.message), undefined);
    const value = read.value;
    // A large body goes on in the next turn of the event loop, so others are answered first.
    handOnParsed(request, text.length, () => done(null, value));
  });

  app.setErrorHandler((error: unknown, _request, reply) => {
    const send = (status: number, body: ErrorBody) =>
      reply.status(status).type('application/json').send(body);

    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return send(error.statusCode, {
        error: error.code,
        message: error.message,
        ...codedFields(error.finding),
      });
    }
    if (error instanceof ZodError) {
      const problems = zodProblems(error);
      const first = problems[0];
      const message = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request';
      return send(400, { error: 'VALIDATION_FAILED', message, problems });
    }
    const fastifyError = error as FastifyError;
    const known = fastifyCodeToError(fastifyError);
    if (known) return send(known.status, { error: known.code, message: known.message });
    const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
    if (status >= 400 && status < 500) {
      return send(status, { error: 'BAD_REQUEST', message: fastifyError.message || 'Bad request' });
    }
    // Logged with its stack in the request's one line (ops/request-log.ts).
    return send(500, { error: 'INTERNAL', message: 'Something went wrong on the server. Please try again.' });
  });
});
