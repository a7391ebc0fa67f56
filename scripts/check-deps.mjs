// Every package the code imports must be declared in package.json: one that only arrives as a
// dependency of a dependency can vanish on the next install. Run by `npm run lint`; exits 1 and
// names each undeclared import.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
const builtins = new Set(builtinModules);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(m?[jt]sx?)$/.test(entry.name)) yield path;
  }
}

/** The package an import names, or null for relative, alias (#...) and Node built-in imports. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('#') || specifier.startsWith('/')) return null;
  if (specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  if (builtins.has(name)) return null;
  return name;
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

/** Undeclared packages imported by the project's sources, as "package (file)". */
export function undeclaredImports() {
  const problems = [];
  for (const folder of ['src', 'scripts', 'tests']) {
    for (const file of sourceFiles(join(root, folder))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(importPattern)) {
        const name = packageOf(match[1] ?? match[2] ?? match[3] ?? '');
        if (name && !declared.has(name)) problems.push(`${name} (${relative(root, file)})`);
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = undeclaredImports();
  if (problems.length > 0) {
    console.error(`Imported but not declared in package.json:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Every imported package is declared in package.json.');
}
