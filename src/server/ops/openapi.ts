import { sessionCalls } from '#contract/api-calls';
import { route } from '../plugins/declared-route';
import { type ApiCall, apiCatalog, errorsFor, operationIdOf } from '#contract/api-catalog';
import { pathParamSchemas } from '#contract/common';
import { errorBodySchema } from '#contract/errors';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { statusOf } from '../plugins/http-errors';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

/** The media type of a call's success answer. */
export function successMediaType(call: Pick<ApiCall, 'path'>): string {
  if (call.path === '/api/metrics') return 'text/plain';
  if (call.path === '/api/docs') return 'text/html';
  if (call.path.endsWith('.csv')) return 'text/csv';
  return 'application/json';
}

/** A path parameter as the server reads it (an id is an integer from 1 to 2^31-1). */
function pathParameter(name: string): Record<string, unknown> {
  const known = pathParamSchemas[name];
  if (!known) throw new Error(`No schema for the path parameter ${name} (src/contract/common.ts)`);
  return { name, in: 'path', required: true, schema: known.documented };
}

const ifNoneMatch = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The ETag of the last answer: 304 without a body while nothing changed',
  schema: { type: 'string' },
};

function operation(call: ApiCall): Record<string, unknown> {
  const parameters = [
    ...[...call.path.matchAll(/:(\w+)/g)].map(([, name]) => pathParameter(name ?? '')),
    ...(call.etag ? [ifNoneMatch] : []),
  ];
  const byStatus = new Map<number, string[]>();
  for (const code of errorsFor(call)) {
    const status = statusOf[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const success = {
    description: 'Success',
    ...(call.etag
      ? { headers: { ETag: { description: 'The answer’s entity tag', schema: { type: 'string' } } } }
      : {}),
    ...(call.response
      ? { content: { [successMediaType(call)]: { schema: jsonSchema(call.response, 'output') } } }
      : {}),
  };
  return {
    operationId: operationIdOf(call),
    summary: call.summary,
    tags: [call.access === 'anonymous' ? 'public' : call.access],
    ...(call.access === 'anonymous' ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(call.method !== 'GET' ? { 'x-csrf': 'x-csrf-token header required' } : {}),
    'x-rate-class': call.rateClass ?? 'general',
    ...(call.bodyLimit ? { 'x-body-limit': call.bodyLimit } : {}),
    ...(call.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(call.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [String(call.status ?? 200)]: success,
      ...(call.etag
        ? { '304': { description: 'Not Modified: the If-None-Match tag is still current; no body' } }
        : {}),
      ...Object.fromEntries(
        [...byStatus].map(([status, codes]) => [
          String(status),
          {
            description: codes.join(', '),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
}

/** The OpenAPI 3.1 description of every call, from the zod contract. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of apiCatalog) {
    const path = call.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(call) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tutor homework API',
      version: '1',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description: [
        'JSON over HTTP under /api. The session is an httpOnly cookie (sid) set by login; state-changing calls need the token of GET /api/csrf-token in the x-csrf-token header.',
        'Text fields that must not be blank are checked as sent (maxLength and a pattern asking for one character that is not a space), then stored without their surrounding spaces.',
        'A method a path does not have answers 405 METHOD_NOT_ALLOWED with an Allow header; an unknown path answers 404 NOT_FOUND.',
      ].join(' '),
    },
    servers: [{ url: '/', description: 'The server that serves this description' }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
    },
    security: [{ session: [] }],
    paths,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A readable page of the description: one section per call with its schemas (no scripts, no CDN). */
export function docsPage(): string {
  const rows = apiCatalog
    .map((call) => {
      const body = call.body
        ? `<h4>Body</h4><pre>${escapeHtml(JSON.stringify(jsonSchema(call.body, 'input'), null, 2))}</pre>`
        : '';
      const answer = call.response
        ? `<h4>Answer ${call.status ?? 200}</h4><pre>${escapeHtml(JSON.stringify(jsonSchema(call.response, 'output'), null, 2))}</pre>`
        : '';
      const errors = errorsFor(call)
        .map((code) => `${statusOf[code]} ${code}`)
        .join(', ');
      return `<details><summary><code class="m ${call.method}">${call.method}</code> <code>${escapeHtml(call.path)}</code> · ${escapeHtml(call.summary)} <small>(${call.access})</small></summary>${body}${answer}<p><b>Errors:</b> ${escapeHtml(errors)}</p></details>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Tutor homework API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#1f2937}details{border:1px solid #d1d5db;border-radius:.5rem;margin:.4rem 0;padding:.4rem .8rem}summary{cursor:pointer}pre{background:#f3f4f6;padding:.6rem;overflow:auto;border-radius:.4rem;font-size:13px}.m{font-weight:700}.GET{color:#047857}.POST{color:#1d4ed8}.PUT{color:#b45309}.DELETE{color:#b91c1c}@media (prefers-color-scheme:dark){body{background:#111827;color:#e5e7eb}pre{background:#1f2937}details{border-color:#374151}.GET{color:#6ee7b7}.POST{color:#93c5fd}.PUT{color:#fcd34d}.DELETE{color:#fca5a5}}</style></head>
<body><h1>Tutor homework API</h1><p>Every call, generated from the same zod schemas the server checks. The machine-readable form is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). State-changing calls need the <code>x-csrf-token</code> header from <code>GET /api/csrf-token</code>; errors are <code>{ "error": CODE, "message": text }</code>.</p>
${rows}</body></html>`;
}

/** GET /api/openapi.json and GET /api/docs. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  // Built on first use, not at start: the server's first answer should not wait for it.
  let document: Record<string, unknown> | undefined;
  let page: string | undefined;
  route(app, sessionCalls.getOpenapiJson, async () => {
    document ??= openApiDocument();
    return document;
  });
  route(app, sessionCalls.getDocs, async (_request, reply) => {
    page ??= docsPage();
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(page);
  });
}
