import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sessionCalls, studentCalls } from '../src/contract/api-calls';
import { teacherCalls } from '../src/contract/api-calls-teacher';
import { type ApiCall, apiCatalog, operationIdOf } from '../src/contract/api-catalog';
import * as routes from '../src/contract/routes';
import * as studentRoutes from '../src/contract/student-routes';
import * as teacherRoutes from '../src/contract/teacher-routes';

const root = join(import.meta.dirname, '..');
const calls: Record<string, { method: string; path: string }> = { ...sessionCalls, ...studentCalls, ...teacherCalls };

/** Every route declared, by its name: the exports of the three route files that are routes. */
const declared = Object.fromEntries(
  [routes, studentRoutes, teacherRoutes].flatMap((file) =>
    Object.entries(file).filter(
      (entry): entry is [string, Pick<ApiCall, 'method' | 'path'>] =>
        typeof entry[1] === 'object' && entry[1] !== null && 'path' in entry[1],
    ),
  ),
);

function* clientSources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test-support') yield* clientSources(path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The routes each client file imports from the route files: [file, name]. */
function routesTheClientCalls(): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const pattern = /import\s*\{([^}]*)\}\s*from\s*'#contract\/(?:student-|teacher-)?routes'/g;
  for (const file of clientSources(join(root, 'src/client'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      for (const name of (match[1] ?? '').split(',').map((part) => part.replace(/^\s*type\s+/, '').trim())) {
        if (name !== '' && !['pathOf', 'PathParams', 'Route'].includes(name)) {
          found.push([relative(root, file), name]);
        }
      }
    }
  }
  return found;
}

describe('routes: each call declared once, and the client calls only what the catalogue has', () => {
  it('declares exactly the catalogue: each entry has its route, with the same method and path', () => {
    expect(Object.keys(declared).sort()).toEqual(Object.keys(calls).sort());
    for (const [name, route] of Object.entries(declared)) {
      expect({ name, method: calls[name]?.method, path: calls[name]?.path }).toEqual({
        name,
        method: route.method,
        path: route.path,
      });
    }
    expect(apiCatalog).toHaveLength(Object.keys(declared).length);
  });

  it("names each route by its operationId (method and path), as the description's operations", () => {
    for (const [name, route] of Object.entries(declared)) expect(operationIdOf(route)).toBe(name);
  });

  it('finds in the catalogue, with that method and path, every route the client imports', () => {
    const used = routesTheClientCalls();
    // The session's and the student's calls at least: the check is not looking at nothing.
    expect(used.map(([, name]) => name)).toEqual(
      expect.arrayContaining(['postStudentLogin', 'getStudentHomeworkById', 'postStudentHomeworkByIdCheck']),
    );
    for (const [file, name] of used) {
      const entry = apiCatalog.find((call) => operationIdOf(call) === name);
      expect({ file, name, found: entry !== undefined }).toEqual({ file, name, found: true });
      expect({ file, method: entry?.method, path: entry?.path }).toEqual({
        file,
        method: declared[name]?.method,
        path: declared[name]?.path,
      });
    }
  });

  it('leaves no API path written by hand in the client: each is built from its route', () => {
    const written: string[] = [];
    for (const file of clientSources(join(root, 'src/client'))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (/['"`]\/api\//.test(line)) written.push(`${relative(root, file)}:${index + 1}`);
        });
    }
    expect(written).toEqual([]);
  });

  it("builds a URL from a route's pattern, each parameter URL-encoded", () => {
    expect(
      routes.pathOf(teacherRoutes.getTeacherStudentsByUsernameHomeworkByHomeworkId, {
        username: 'anna lee/2',
        homeworkId: 7,
      }),
    ).toBe('/api/teacher/students/anna%20lee%2F2/homework/7');
    expect(routes.pathOf(routes.getStudentHomeworkById, { id: '12' })).toBe('/api/student/homework/12');
    expect(routes.pathOf(routes.getStudentProgress)).toBe('/api/student/progress');
  });
});
