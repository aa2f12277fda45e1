import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  // Brotli and gzip files beside each asset, served as they are by the server (server/http/webApp.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    // What the first page needs loads as one file: split into many small shared chunks it
    // compressed worse and cost a request each. Lazy areas still load their own chunks.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
  // `npm run dev`: Vite serves the app with hot reload and forwards API calls to the server.
  server: { port: 5173, proxy: { '/v1': apiTarget, '/v2': apiTarget, '/healthz': apiTarget } },
});
