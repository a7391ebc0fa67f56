import { apiCatalog } from '#contract/api-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { openApiDocument } from './openapi';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

type Parameter = { name: string; in: string; schema: unknown };
type Operation = {
  summary: string;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

describe('OpenAPI description', () => {
  it('lists exactly the routes the server registers, each with the access it declares', () => {
    const registered = t.app
      .apiRoutes()
      .map((r) => `${r.method} ${r.url} ${r.access}`)
      .sort();
    const described = apiCatalog.map((c) => `${c.method} ${c.path} ${c.access}`).sort();
    expect(described).toEqual(registered);
  });

  it('is OpenAPI 3.1 with a body, an answer and the errors of every call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((p) => Object.values(p));
    expect(operations).toHaveLength(apiCatalog.length);
    const login = document.paths['/api/student/login']?.post;
    expect(login?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { username: {}, password: {} } } } },
    });
    expect(Object.keys(login?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429', '503']),
    );
    const autoSave = document.paths['/api/student/homework/{id}/auto-save']?.post;
    expect(Object.keys(autoSave?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '413']),
    );
    expect(autoSave?.responses['409']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });

  it('documents each operation exactly: ids, path integers, date-times, 304s, media types, the homework 404', () => {
    const document = openApiDocument() as {
      paths: Record<string, Record<string, Operation & { operationId: string; parameters?: Parameter[] }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(apiCatalog.length);
    expect(document.paths['/api/student/homework/{id}']?.get?.operationId).toBe('getStudentHomeworkById');
    // Every id in a path is an integer from 1 to 2^31-1, as the server reads it.
    const idParameters = operations.flatMap(({ operation }) =>
      (operation.parameters ?? []).filter((p) => p.in === 'path' && /^(id|homeworkId)$/.test(p.name)),
    );
    expect(idParameters.length).toBeGreaterThanOrEqual(18);
    for (const parameter of idParameters)
      expect(parameter.schema).toEqual({ type: 'integer', minimum: 1, maximum: 2_147_483_647 });
    const docs = document.paths['/api/docs']?.get?.responses['200']?.content;
    expect(Object.keys(docs ?? {})).toEqual(['text/html']);
    const homework = document.paths['/api/student/homework/{id}']?.get?.responses['200']?.content;
    expect(homework?.['application/json']?.schema).toMatchObject({
      properties: {
        assignedDate: { type: 'string', format: 'date-time' },
        assignmentDetails: { type: 'object', required: expect.arrayContaining(['tasks']) },
      },
    });
    for (const path of ['/api/student/homework', '/api/teacher/activities', '/api/teacher/students']) {
      const operation = document.paths[path]?.get;
      expect(Object.keys(operation?.responses ?? {}), path).toContain('304');
      expect(
        operation?.parameters?.map((p) => p.name),
        path,
      ).toContain('If-None-Match');
    }
    expect(Object.keys(document.paths['/api/teacher/homework']?.post?.responses ?? {})).toContain('404');
  });

  it('has a readable page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('/api/student/homework/:id/auto-save');
    expect(page.body).not.toContain('<script');
  });
});
