import react from '@vitejs/plugin-react';
import { linguiPlugins } from './scripts/lingui-plugins.ts';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.PORT ?? 5000);

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  // Lingui compiles the imported .po catalogues and turns its macros into message lookups (scripts/lingui-plugins.ts).
  plugins: [...linguiPlugins(), react(), tailwindcss()],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: the pre-18 fallback the router and Lingui's provider
      // import is not shipped.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/client/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // No preload lists: they cost the entry about 2 KB (gzip) naming every screen's files, and the
    // screens' own imports are few enough (see the groups below) to be found as each file arrives.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every screen runs before its first paint, in one file: React, the query cache and
            // the router.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|wouter|regexparam|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            // The two sign-in screens and the few parts they are made of, in one file: the first
            // visit on a phone loads three files (entry, framework, this) and nothing it does not show.
            {
              name: 'sign-in',
              test: /src[\\/]client[\\/](features[\\/]auth[\\/](student-login-page|login-form|login-failure|auth-layout|forgot-password-dialog)|ui[\\/](card|input|label|checkbox|button|spinner|marks|use-toast)|lib[\\/](root-text-size|theme|cn))\.tsx?$/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The client has its own src/client/api/*.ts modules, which Vite serves at /api/*.ts:
    // send only the other /api paths to the server.
    proxy: { '^/api/(?!.*\\.tsx?(\\?.*)?$)': `http://127.0.0.1:${apiPort}` },
  },
});
