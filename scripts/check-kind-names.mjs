// A kind of task is known by its type name ('mcq_1') only in its own folders and the registries:
// everything else asks the kind's entry in the registry, so a new kind is two folders and a
// registry line, and nothing outside can quietly treat it as another kind (an `else` meant for
// the last kind, a list of kinds written by hand). Run by `npm run lint`: it fails on any string
// literal naming a kind's type in a source file outside those places, e.g.
//   switch (task.type) { case 'mcq_1': ... }      if (x.type === 'binary_task') ...
// Comments may name kinds; code may not.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const defaultRoot = new URL('..', import.meta.url).pathname;

/**
 * Where a kind's type name may be written as a literal, besides each kind's two folders
 * (src/domain/tasks/<kind>/, src/client/tasks/<kind>/) and the registries:
 * - tests and the fixtures they share, which build tasks of every kind to play them;
 * - the demo data (src/cli/demo) and the Schema Docs example (schema-example.ts): sample homework
 *   documents, data that shows each kind rather than code that branches on one.
 */
const allowed = [
  /^src\/(domain|client)\/tasks\/[^/]+\//,
  /^src\/domain\/tasks\/(registry|schemas)\.ts$/,
  /^src\/client\/tasks\/(kinds\.tsx|kind-names\.ts)$/,
  /\.test\.tsx?$/,
  /(^|\/)test-support\//,
  /(^|\/)[^/]*test-(fixtures|kit)\.ts$/,
  /^src\/cli\/demo\//,
  /^src\/client\/features\/manager\/schema-example\.ts$/,
];

/** Whether a file (its path from the project root, with '/') may name kinds. */
export function mayNameKinds(path) {
  return allowed.some((pattern) => pattern.test(path));
}

/** The kinds' type names: the keys of `taskKinds` in the domain's registry. */
export function kindTypeNames(root = defaultRoot) {
  const text = readFileSync(join(root, 'src/domain/tasks/registry.ts'), 'utf8');
  const body = /export const taskKinds = \{([^}]*)\}/.exec(text)?.[1] ?? '';
  return [...body.matchAll(/^\s*['"]?([A-Za-z0-9_]+)['"]?\s*:/gm)].map((match) => match[1]);
}

/**
 * The string literals of a TypeScript source ('…', "…" and the text parts of `…`), with their
 * line numbers; comments and regular expressions are skipped. A scanner, not a parser: good enough
 * for the project's own code.
 */
export function stringLiterals(text) {
  const found = [];
  let line = 1;
  let i = 0;
  // Braces opened inside a template's ${…}: when one closes at depth 0, the template goes on.
  const templates = [];
  let lastSignificant = '';
  // A quoted literal ends on its line; a quote that does not close there is text (an apostrophe in
  // JSX), and the scan goes on after it. (Such an apostrophe followed by a quote on the same line
  // pairs with it and that line is misread; code seldom shares a line with JSX text.)
  const readQuoted = (quote) => {
    const open = i;
    let value = '';
    i += 1;
    while (i < text.length && text[i] !== quote) {
      if (text[i] === '\n') {
        i = open + 1;
        return;
      }
      if (text[i] === '\\') {
        value += text[i + 1] ?? '';
        i += 2;
        continue;
      }
      value += text[i];
      i += 1;
    }
    i += 1;
    found.push({ value, line });
  };
  // Reads a template's text up to its end or to a `${`; true when it stopped at `${`.
  const readTemplate = () => {
    const start = line;
    let value = '';
    while (i < text.length && text[i] !== '`') {
      if (text[i] === '\\') {
        value += text[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (text[i] === '$' && text[i + 1] === '{') {
        found.push({ value, line: start });
        i += 2;
        return true;
      }
      if (text[i] === '\n') line += 1;
      value += text[i];
      i += 1;
    }
    i += 1;
    found.push({ value, line: start });
    return false;
  };
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '\n') {
      line += 1;
      i += 1;
    } else if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      for (let j = i; j < stop; j++) if (text[j] === '\n') line += 1;
      i = stop;
    } else if (c === '/' && (lastSignificant === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(lastSignificant))) {
      // A regular expression: skip to its closing slash (not one inside a [class]).
      let inClass = false;
      i += 1;
      while (i < text.length && text[i] !== '\n' && (inClass || text[i] !== '/')) {
        if (text[i] === '\\') i += 1;
        else if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
        i += 1;
      }
      if (text[i] === '/') i += 1;
      lastSignificant = 'x';
    } else if (c === "'" || c === '"') {
      readQuoted(c);
      lastSignificant = 'x';
    } else if (c === '`') {
      i += 1;
      if (readTemplate()) templates.push(0);
      lastSignificant = 'x';
    } else if (c === '{' && templates.length > 0) {
      templates[templates.length - 1] += 1;
      lastSignificant = c;
      i += 1;
    } else if (c === '}' && templates.length > 0 && templates[templates.length - 1] === 0) {
      templates.pop();
      i += 1;
      if (readTemplate()) templates.push(0);
      lastSignificant = 'x';
    } else {
      if (c === '}' && templates.length > 0) templates[templates.length - 1] -= 1;
      if (!/\s/.test(c)) lastSignificant = /[A-Za-z0-9_$)\]]/.test(c) ? 'x' : c;
      i += 1;
    }
  }
  return found;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Every string literal naming a kind's type outside the places allowed, as "file:line: 'name'". */
export function kindNameProblems(root = defaultRoot) {
  const names = kindTypeNames(root);
  const word = new RegExp(`\\b(${names.join('|')})\\b`);
  const problems = [];
  for (const file of sourceFiles(join(root, 'src'))) {
    const path = relative(root, file).split(sep).join('/');
    if (mayNameKinds(path)) continue;
    for (const literal of stringLiterals(readFileSync(file, 'utf8'))) {
      const name = word.exec(literal.value)?.[1];
      if (name) problems.push(`${path}:${literal.line}: '${name}'`);
    }
  }
  return problems;
}

// `node scripts/check-kind-names.mjs [root]`: the project's root by default.
if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = kindNameProblems(process.argv[2] ?? defaultRoot);
  if (problems.length > 0) {
    console.error(
      'A kind of task is named outside its folders: ask its registry entry instead (src/domain/tasks/registry.ts, src/client/tasks/kinds.tsx; see scripts/check-kind-names.mjs).\n  ' +
        problems.join('\n  '),
    );
    process.exit(1);
  }
  console.log('No kind of task is named outside its folders and the registries.');
}
