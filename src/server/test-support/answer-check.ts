import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { openApiDocument } from '../ops/openapi';

// Every answer an API test receives is checked against the OpenAPI description the server
// publishes (made from the contract's zod schemas): its status must be one the operation
// documents, its media type the documented one, and a JSON body must match the documented
// schema. A mismatch throws from `inject`, so the test that received it fails.

type MediaCheck = { mediaType: string; validate: ValidateFunction | null };
type Operation = {
  method: string;
  path: string;
  pattern: RegExp;
  parameters: number;
  responses: Map<string, MediaCheck | null>;
};

type Described = {
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};

// ajv-formats is CommonJS: its function is the default export's default under Node's ESM loader.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

let operations: Operation[] | undefined;

function described(): Operation[] {
  if (operations) return operations;
  const document = openApiDocument() as {
    paths: Record<string, Record<string, Described>>;
    components: { schemas: { Error: Record<string, unknown> } };
  };
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const errorSchema = ajv.compile(document.components.schemas.Error);
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const responses = new Map<string, MediaCheck | null>();
      for (const [status, response] of Object.entries(operation.responses)) {
        const [mediaType, content] = Object.entries(response.content ?? {})[0] ?? [];
        if (!mediaType || !content) {
          responses.set(status, null);
          continue;
        }
        const validate =
          mediaType !== 'application/json'
            ? null
            : content.schema.$ref === '#/components/schemas/Error'
              ? errorSchema
              : ajv.compile(content.schema);
        responses.set(status, { mediaType, validate });
      }
      const source = path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+');
      return {
        method: method.toUpperCase(),
        path,
        pattern: new RegExp(`^${source}$`),
        parameters: (path.match(/\{/g) ?? []).length,
        responses,
      };
    }),
  );
  return operations;
}

/** The described operation a request reached: a path without parameters wins over one with. */
function operationOf(method: string, path: string): Operation | undefined {
  return described()
    .filter((operation) => operation.method === method && operation.pattern.test(path))
    .sort((a, b) => a.parameters - b.parameters)[0];
}

function bodyText(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  return response.body;
}

/** The method and path of an inject call, when it names them plainly. */
function requestOf(options: string | InjectOptions): { method: string; path: string } | undefined {
  const request = typeof options === 'string' ? { url: options } : options;
  const url = request.url ?? request.path;
  if (typeof url !== 'string') return undefined;
  const path = (url.split('?')[0] ?? '').split('#')[0] ?? '';
  return { method: String(request.method ?? 'GET').toUpperCase(), path };
}

/**
 * Throws when `response` is not what the description documents for the request: an undocumented
 * status, another media type, or a JSON body off its schema. Requests outside the described
 * operations (unknown paths, HEAD, the client's pages) are not checked.
 */
export function checkAnswer(options: string | InjectOptions, response: LightMyRequestResponse): void {
  const request = requestOf(options);
  if (!request?.path.startsWith('/api/')) return;
  const operation = operationOf(request.method, request.path);
  if (!operation) return;
  const where = `${request.method} ${request.path} (${operation.method} ${operation.path})`;
  const status = String(response.statusCode);
  if (!operation.responses.has(status)) {
    throw new Error(
      `${where} answered ${status}, which its description does not list (${[...operation.responses.keys()].join(', ')}): ${response.body.slice(0, 300)}`,
    );
  }
  const documented = operation.responses.get(status);
  if (!documented) {
    if (response.rawPayload.length > 0)
      throw new Error(`${where} answered ${status} with a body its description does not have`);
    return;
  }
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith(documented.mediaType))
    throw new Error(`${where} answered ${status} as ${type}, described as ${documented.mediaType}`);
  if (!documented.validate) return;
  const body: unknown = JSON.parse(bodyText(response));
  if (!documented.validate(body)) {
    const problems = (documented.validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
    throw new Error(`${where} answered ${status} off its described schema:\n${problems.join('\n')}`);
  }
}
