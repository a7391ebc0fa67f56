import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { kindNameProblems, kindTypeNames, mayNameKinds, stringLiterals } from './check-kind-names.mjs';

const root = join(import.meta.dirname, '..');
const script = join(import.meta.dirname, 'check-kind-names.mjs');

/** A project tree in a temporary folder: the real registry and the files given. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'kind-names-'));
  const all = {
    'src/domain/tasks/registry.ts': readFileSync(join(root, 'src/domain/tasks/registry.ts'), 'utf8'),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
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

const switchOnKind = `import type { Task } from '#domain/homework/schema';

// A helper that decides by the kind's name: what the check is there to stop.
export function label(task: Task): string {
  switch (task.type) {
    case 'mcq_1':
      return 'choice';
    default:
      return task.type === "binary_task" ? 'true or false' : \`other \${task.type}\`;
  }
}
`;

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check-kind-names: no kind named outside its folders', () => {
  it('fails on a switch on a kind name in a shared file, naming the file, line and kind', () => {
    const dir = tree({ 'src/domain/homework/labels.ts': switchOnKind });
    made.push(dir);
    expect(kindNameProblems(dir)).toEqual([
      "src/domain/homework/labels.ts:6: 'mcq_1'",
      "src/domain/homework/labels.ts:9: 'binary_task'",
    ]);
    const { code, output } = run(dir);
    expect(code).toBe(1);
    expect(output).toContain("src/domain/homework/labels.ts:6: 'mcq_1'");
  });

  it('lets the kind folders, the registries, tests and sample documents name kinds', () => {
    const dir = tree({
      'src/domain/tasks/mcq/labels.ts': switchOnKind,
      'src/client/tasks/mcq/labels.tsx': switchOnKind,
      'src/domain/homework/labels.test.ts': switchOnKind,
      'src/server/modules/student/test-fixtures.ts': switchOnKind,
      'src/cli/demo/homework.ts': switchOnKind,
    });
    made.push(dir);
    expect(kindNameProblems(dir)).toEqual([]);
    expect(run(dir).code).toBe(0);
  });

  it('passes on the project as it is', () => {
    expect(kindNameProblems(root)).toEqual([]);
  });

  it('reads the kinds from the registry and the literals of a source, not its comments or regexps', () => {
    expect(kindTypeNames(root)).toEqual(
      expect.arrayContaining(['sequence_task', 'mcq_1', 'binary_task', 'find_mistakes']),
    );
    // A source with a comment, a regexp holding quotes, a template with a nested template, JSX text.
    const source = [
      "// 'mcq_1' in a comment",
      'const r = /\'[a]\'/g; /* "x" */ const s = `a$' + "{b === 'c' ? `d$" + "{e}` : 'f'}g`;",
      "<p>Don't</p>;",
      "'h'",
    ].join('\n');
    const literals = stringLiterals(source).map(
      (literal: { value: string; line: number }) => `${literal.line}:${literal.value}`,
    );
    expect(literals).toEqual(['2:a', '2:c', '2:d', '2:', '2:f', '2:g', '4:h']);
    expect(mayNameKinds('src/domain/tasks/find-mistakes/kind.ts')).toBe(true);
    expect(mayNameKinds('src/domain/tasks/engine.ts')).toBe(false);
    expect(mayNameKinds('src/client/tasks/point-dots.ts')).toBe(false);
  });
});
