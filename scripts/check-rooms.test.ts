import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { roomOf, roomProblems } from './check-rooms.mjs';

const script = join(import.meta.dirname, 'check-rooms.mjs');

/**
 * A small server in a temporary folder, laid out as the real one: a database layer, a read layer, a
 * plugin, two modules with their entries, the app and a test. `files` is added over it.
 */
function tree(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'rooms-'));
  const all: Record<string, string> = {
    'src/server/config.ts': 'export const port = 1;\n',
    'src/server/db/schema.ts':
      "import { port } from '../config';\nexport type Row = { id: number };\nexport const p = port;\n",
    'src/server/cache/kept.ts': "import type { Row } from '../db/schema';\nexport const kept: Row[] = [];\n",
    'src/server/plugins/errors.ts':
      "import { kept } from '../cache/kept';\nexport const notFound = () => kept;\n",
    'src/server/modules/homework/visibility.ts':
      "import { notFound } from '../../plugins/errors';\nexport const visible = () => notFound();\n",
    'src/server/modules/homework/index.ts': "export { visible } from './visibility';\n",
    'src/server/modules/submissions/answering.ts':
      "import { visible } from '../homework';\nexport const answer = () => visible();\n",
    'src/server/modules/submissions/index.ts': "export { answer } from './answering';\n",
    'src/server/app.ts': "import { answer } from './modules/submissions';\nexport const app = answer;\n",
    'src/server/test-support/test-app.ts': "import { app } from '../app';\nexport const testApp = app;\n",
    'src/server/modules/homework/visibility.test.ts':
      "import { testApp } from '../../test-support/test-app';\nimport { answer } from '../submissions/answering';\nexport const t = [testApp, answer];\n",
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  made.push(dir);
  return dir;
}

/** Runs the check as `npm run lint` does, on `dir` as the project's root: its exit code and output. */
function run(dir: string): { code: number; output: string } {
  try {
    const output = execFileSync('node', [script, dir], { stdio: 'pipe' });
    return { code: 0, output: output.toString() };
  } catch (error) {
    const failed = error as { status: number; stderr: Buffer };
    return { code: failed.status, output: failed.stderr.toString() };
  }
}

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check-rooms: the server imports downwards, modules side by side', () => {
  it('passes a server laid out by the rules (tests may reach anything)', () => {
    const dir = tree();
    expect(roomProblems(dir)).toEqual({ up: [], internals: [], testSupport: [], unplaced: [] });
    expect(run(dir).code).toBe(0);
  });

  it("fails on a module reaching another module's internals, naming both files", () => {
    const dir = tree({
      'src/server/modules/submissions/answering.ts':
        "import { visible } from '../homework/visibility';\nexport const answer = () => visible();\n",
    });
    expect(roomProblems(dir).internals).toEqual([
      'modules/submissions/answering.ts -> modules/homework/visibility.ts',
    ]);
    const { code, output } = run(dir);
    expect(code).toBe(1);
    expect(output).toContain('modules/submissions/answering.ts -> modules/homework/visibility.ts');
  });

  it('fails on a loop between two modules, even through their entries (both imports are reported)', () => {
    const dir = tree({
      'src/server/modules/homework/visibility.ts':
        "import type { answer } from '../submissions';\nexport const visible = (): typeof answer | null => null;\n",
    });
    expect(roomProblems(dir).up.sort()).toEqual([
      'modules/homework/visibility.ts -> modules/submissions/index.ts',
      'modules/submissions/answering.ts -> modules/homework/index.ts',
    ]);
    expect(run(dir).code).toBe(1);
  });

  it('fails on a lower floor importing a higher one (the read layer reaching a module, a plugin the app)', () => {
    const dir = tree({
      'src/server/cache/kept.ts':
        "import { visible } from '../modules/homework';\nexport const kept = [visible];\n",
      'src/server/plugins/errors.ts':
        "import { app } from '#server/app';\nexport const notFound = () => app;\n",
    });
    expect(roomProblems(dir).up.sort()).toEqual([
      'cache/kept.ts -> modules/homework/index.ts',
      'plugins/errors.ts -> app.ts',
    ]);
    expect(run(dir).code).toBe(1);
  });

  it('fails on a production file importing test support or a fixture kept beside production code', () => {
    const dir = tree({
      'src/server/modules/submissions/test-fixtures.ts': 'export const fixture = 1;\n',
      'src/server/modules/submissions/answering.ts':
        "import { visible } from '../homework';\nimport { fixture } from './test-fixtures';\nimport { testApp } from '../../test-support/test-app';\nexport const answer = () => [visible, fixture, testApp];\n",
    });
    expect(roomProblems(dir).testSupport).toEqual([
      'modules/submissions/answering.ts -> modules/submissions/test-fixtures.ts',
      'modules/submissions/answering.ts -> test-support/test-app.ts',
    ]);
    expect(run(dir).code).toBe(1);
  });

  it('places each file in its room', () => {
    expect(roomOf('db/schema.ts')).toEqual({ kind: 'db', name: 'db' });
    expect(roomOf('modules/auth/login.ts')).toEqual({ kind: 'module', name: 'modules/auth' });
    expect(roomOf('modules/auth/login.test.ts')).toEqual({ kind: 'test', name: 'test' });
    expect(roomOf('main.ts')).toEqual({ kind: 'app', name: 'app' });
    expect(roomOf('stray.ts')).toBeNull();
  });

  it('passes on the project itself', () => {
    expect(roomProblems()).toEqual({ up: [], internals: [], testSupport: [], unplaced: [] });
  });
});
