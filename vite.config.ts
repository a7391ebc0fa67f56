import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.PORT ?? 5000);

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    // The client has its own src/client/api/*.ts modules, which Vite serves at /api/*.ts:
    // send only the other /api paths to the server.
    proxy: { '^/api/(?!.*\\.tsx?(\\?.*)?$)': `http://127.0.0.1:${apiPort}` },
  },
});
