import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The client's two languages. English is the source: the texts written in the code are the English
// catalogue; `npm run i18n:extract` collects them into src/client/i18n/locales/<area>/<locale>.po,
// where the Chinese translations are written. The Vite plugin compiles a catalogue when it is
// imported (no ICU parser is shipped); Babel transforms the macros (scripts/lingui-plugins.ts).

const client = (...paths: string[]) => paths.map((path) => `<rootDir>/src/client/${path}`);

/**
 * Three catalogues per language, so that the sign-in screen carries only the texts of its first
 * paint (src/client/i18n/locale.ts loads them):
 * - `sign-in`: the student sign-in screen and the frame of every page; its English is compiled
 *   into the first file;
 * - `signed-out`: the rest of what a signed-out person sees (teacher sign-in, the sign-in pages'
 *   language and theme controls, the forgotten-password message), fetched with them;
 * - `app`: every text of the client (so a signed-in screen, which loads only this one, lacks none),
 *   fetched with the first signed-in screen (routes.tsx).
 */
const areas = {
  'sign-in': client(
    'main.tsx',
    'routes.tsx',
    'app/app.tsx',
    'app/error-boundary.tsx',
    'i18n/**',
    'features/auth/student-login-page.tsx',
    'features/auth/login-form.tsx',
    'features/auth/login-failure.ts',
    'features/auth/auth-layout.tsx',
    'features/auth/forgot-password-dialog.tsx',
    'ui/spinner.tsx',
    'ui/toaster.tsx',
  ),
  'signed-out': client(
    'features/auth/teacher-login-page.tsx',
    'features/auth/forgot-password-message.tsx',
    'features/auth/auth-controls.tsx',
    'ui/language-menu.tsx',
    'ui/theme-switch.tsx',
    'ui/dialog.tsx',
  ),
};
const tests = ['**/*.test.ts', '**/*.test.tsx'];
/** Where the catalogues are; scripts/check-i18n.mjs extracts into a temporary folder to compare. */
const catalogueDir = process.env.LINGUI_CATALOGUE_DIR ?? '<rootDir>/src/client/i18n/locales';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-CN'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    ...Object.entries(areas).map(([name, include]) => ({
      name,
      path: `${catalogueDir}/${name}/{locale}`,
      include,
      exclude: tests,
    })),
    {
      name: 'app',
      path: `${catalogueDir}/app/{locale}`,
      // All of the client, the sign-in texts too: a signed-in page may show any shared part.
      include: client(''),
      exclude: tests,
    },
  ],
  // The files say which source file a text comes from, without line numbers that move with every edit.
  format: formatter({ lineNumbers: false }),
  // The macros' runtime is our own small one (src/client/i18n/runtime.ts; see decision 026), and
  // the i18n instance is the one with English loaded.
  runtimeConfigModule: {
    i18n: ['#client/i18n/locale', 'i18n'],
    useLingui: ['#client/i18n/runtime', 'useLingui'],
    Trans: ['#client/i18n/runtime', 'Trans'],
  },
  orderBy: 'message',
});
