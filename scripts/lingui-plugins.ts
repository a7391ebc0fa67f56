import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

/**
 * Lingui for the build and for Vitest alike: the Vite plugin compiles a .po catalogue when it is
 * imported (so no ICU parser ships), and Babel turns the macros (t`...`, <Trans>, <Plural>) into
 * message-id lookups. Babel runs only on the files that import a macro; it comes before the React
 * plugin, which must see the <Trans> elements already rewritten.
 */
export function linguiPlugins(): PluginOption[] {
  return [
    babel({
      presets: [
        {
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
        },
      ],
    }),
    lingui(),
  ];
}
