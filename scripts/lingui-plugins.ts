import { transformAsync } from '@babel/core';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin, PluginOption } from 'vite';

/** Files that use a Lingui macro: the only ones Babel needs to see. */
const usesMacro = /@lingui\/(?:core|react)\/macro/;

/**
 * Turns the Lingui macros (t`...`, <Trans>, <Plural>) into message-id lookups with Babel, before the
 * React plugin sees the file (it must meet the <Trans> elements already rewritten). Babel only parses
 * TypeScript and JSX here and prints them back; Vite strips the types afterwards as for any file.
 * Written here rather than taken from @rolldown/plugin-babel, which needs Node 22 while the project
 * runs on Node 20.19 and later.
 */
function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !usesMacro.test(code))
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map ?? null };
    },
  };
}

/**
 * Lingui for the build and for Vitest alike: the Vite plugin compiles a .po catalogue when it is
 * imported (so no ICU parser ships), and the macros become lookups (above).
 */
export function linguiPlugins(): PluginOption[] {
  return [linguiMacros(), lingui()];
}
