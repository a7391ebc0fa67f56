import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { packageOf, undeclaredImports } from './check-deps.mjs';

const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));

describe('dependencies', () => {
  it('every installed package supports the lowest Node the project declares and the Node running now (no EBADENGINE)', () => {
    const lowest = semver.minVersion(pkg.engines.node)?.version ?? '0.0.0';
    const unsupported: string[] = [];
    for (const [path, entry] of Object.entries<{ engines?: { node?: string }; optional?: boolean }>(
      lock.packages,
    )) {
      const range = entry.engines?.node;
      // Platform binaries for other systems are listed but never installed here.
      if (!path || !range || entry.optional) continue;
      for (const version of [lowest, process.version]) {
        if (!semver.satisfies(version, range))
          unsupported.push(`${path} needs node ${range}, not ${version}`);
      }
    }
    expect(unsupported).toEqual([]);
  });

  it('every package the code imports is declared in package.json', () => {
    expect(undeclaredImports()).toEqual([]);
  });

  it('reads package names from import specifiers', () => {
    expect(packageOf('@fastify/cookie')).toBe('@fastify/cookie');
    expect(packageOf('zod/v4')).toBe('zod');
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs')).toBeNull();
    expect(packageOf('#domain/x')).toBeNull();
    expect(packageOf('./x')).toBeNull();
  });
});
