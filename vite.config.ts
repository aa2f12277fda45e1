import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
  // `npm run dev`: Vite serves the app with hot reload and forwards API calls to the server.
  server: { port: 5173, proxy: { '/v1': apiTarget, '/v2': apiTarget, '/healthz': apiTarget } },
});
