// The server's rooms and which way their imports may point. Run by `npm run lint` and `npm test`.
//
// The server (src/server) is built in floors, each importing only the floors beneath it:
//   config.ts                  the environment read once
//   db/                        the database layer (schema, migrations, compiled queries)
//   cache/                     the read layer (what is kept in memory and what drops it)
//   plugins/                   what every route shares (sessions, access, CSRF, ETags, errors)
//   modules/<name>/ and ops/   side by side: the aggregates (accounts, homework, submissions, …)
//                              and the operations routes (health, metrics, the description)
//   app.ts, main.ts            the top: they put the rooms together
// Within the modules' floor a module reaches another one only through its public entry,
// modules/<name>/index.ts, never a file inside it, and the modules' imports of each other form no
// loop (a loop would mean one of them sits both above and below the other). Tests and the test
// support (test-support/) stand on top of everything and may reach anything; no production file
// imports one of them, so test support never sits between production floors.
//
// An import that breaks the floors is an "arrow pointing back up": a floor importing a floor above
// it, or an import that closes a loop between modules. The check also reports a module's internals
// reached from outside it and a production file importing test support. It reads `import … from`,
// `export … from` and `import(…)` with relative and `#server/` paths, type-only imports included
// (they tie the rooms together as much as any other).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const defaultRoot = new URL('..', import.meta.url).pathname;

/** The floor of each room: a room imports rooms on a lower floor (and itself) only. */
const floors = { config: 0, db: 1, cache: 2, plugins: 3, module: 4, ops: 4, app: 5 };

/** Whether a file (its path from src/server, with '/') is a test or test support. */
export function isTestFile(path) {
  return (
    /\.test\.tsx?$/.test(path) ||
    path.startsWith('test-support/') ||
    /(^|\/)[^/]*test-(fixtures|kit)\.ts$/.test(path)
  );
}

/**
 * The room of a file given by its path from src/server: { kind, name } with kind one of config,
 * db, cache, plugins, module (name: the module's folder), ops, app, test; null when none fits.
 */
export function roomOf(path) {
  if (isTestFile(path)) return { kind: 'test', name: 'test' };
  if (path === 'config.ts') return { kind: 'config', name: 'config' };
  if (path === 'app.ts' || path === 'main.ts') return { kind: 'app', name: 'app' };
  const [top, second] = path.split('/');
  if (top === 'modules' && second && path.split('/').length > 2)
    return { kind: 'module', name: `modules/${second}` };
  if (top in floors && path.includes('/')) return { kind: top, name: top };
  return null;
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

/** The file an import points to, as a path from src/server, or null when it is outside src/server. */
function targetOf(serverDir, fromFile, specifier) {
  let base;
  if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else if (specifier.startsWith('#server/')) base = join(serverDir, specifier.slice('#server/'.length));
  else return null;
  base = base.replace(/\.(m?js)$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  const found =
    candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? `${base}.ts`;
  const path = relative(serverDir, found).split(sep).join('/');
  return path.startsWith('..') ? null : path;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Every import between files of src/server: { from, to } as paths from src/server. */
export function serverImports(root = defaultRoot) {
  const serverDir = join(root, 'src/server');
  const edges = [];
  for (const file of sourceFiles(serverDir)) {
    const from = relative(serverDir, file).split(sep).join('/');
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const to = targetOf(serverDir, file, match[1] ?? match[2] ?? match[3] ?? '');
      if (to) edges.push({ from, to });
    }
  }
  return edges;
}

/** The modules' imports of each other that lie on a loop (Tarjan's strongly connected components). */
function loopEdges(moduleEdges) {
  const graph = new Map();
  for (const { fromRoom, toRoom } of moduleEdges) {
    if (!graph.has(fromRoom)) graph.set(fromRoom, new Set());
    if (!graph.has(toRoom)) graph.set(toRoom, new Set());
    graph.get(fromRoom).add(toRoom);
  }
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const next of graph.get(node)) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (!component.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      let member;
      do {
        member = stack.pop();
        component.set(member, node);
      } while (member !== node);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return moduleEdges.filter(({ fromRoom, toRoom }) => component.get(fromRoom) === component.get(toRoom));
}

/**
 * What breaks the rooms' rules, grouped: `up` (an arrow pointing back up: a lower floor importing a
 * higher one, or an import on a loop between modules), `internals` (a module's file reached from
 * outside it other than its index.ts), `testSupport` (a production file importing a test or test
 * support), `unplaced` (a production file in no room). Each problem is "from -> to".
 */
export function roomProblems(root = defaultRoot) {
  const problems = { up: [], internals: [], testSupport: [], unplaced: [] };
  const moduleEdges = [];
  const unplaced = new Set();
  for (const { from, to } of serverImports(root)) {
    const fromRoom = roomOf(from);
    const toRoom = roomOf(to);
    const line = `${from} -> ${to}`;
    if (fromRoom?.kind === 'test') continue;
    if (!fromRoom) {
      unplaced.add(from);
      continue;
    }
    if (toRoom?.kind === 'test') {
      problems.testSupport.push(line);
      continue;
    }
    if (!toRoom) {
      unplaced.add(to);
      continue;
    }
    if (fromRoom.name === toRoom.name) continue;
    if (toRoom.kind === 'module' && to !== `${toRoom.name}/index.ts`) problems.internals.push(line);
    if (floors[toRoom.kind] > floors[fromRoom.kind]) problems.up.push(line);
    else if (fromRoom.kind === 'module' && toRoom.kind === 'module') {
      moduleEdges.push({ fromRoom: fromRoom.name, toRoom: toRoom.name, line });
    } else if (floors[toRoom.kind] === floors[fromRoom.kind]) problems.up.push(line);
  }
  problems.up.push(...loopEdges(moduleEdges).map(({ line }) => line));
  problems.unplaced = [...unplaced].map((path) => `${path} (no room)`);
  return problems;
}

// `node scripts/check-rooms.mjs [root]`: the project's root by default.
if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = roomProblems(process.argv[2] ?? defaultRoot);
  const sections = [
    ['Arrows pointing back up (a floor importing one above it, or a loop between modules)', problems.up],
    ["A module's internals reached from outside it (import its index.ts)", problems.internals],
    ['Test support imported by production code', problems.testSupport],
    ['Files in no room', problems.unplaced],
  ].filter(([, lines]) => lines.length > 0);
  if (sections.length > 0) {
    console.error(
      "The server's rooms are crossed the wrong way (see scripts/check-rooms.mjs):\n" +
        sections.map(([title, lines]) => `${title}: ${lines.length}\n  ${lines.join('\n  ')}`).join('\n'),
    );
    process.exit(1);
  }
  console.log(
    "The server's rooms import only downwards, and modules one another only through their entries.",
  );
}
