import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import type { ErrorBody, ErrorCode } from '#contract/errors';
import { HttpError } from './http-errors';

function zodProblems(error: ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
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

/**
 * One error handler for the whole API: every error answers `{ error, message }` (src/contract/errors.ts).
 * JSON bodies are parsed here too, so an empty body is "no body" and a malformed one is 400 INVALID_JSON.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError('INVALID_JSON', 'The request body is not valid JSON'), undefined);
    }
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    const send = (status: number, body: ErrorBody) =>
      reply.status(status).type('application/json').send(body);

    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return send(error.statusCode, { error: error.code, message: error.message });
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
    request.log.error({ err: error }, 'request failed');
    return send(500, { error: 'INTERNAL', message: 'Something went wrong on the server. Please try again.' });
  });
});
