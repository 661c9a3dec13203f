import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig(({ mode }) => ({
  root: here,
  plugins: [react()],
  // react-router's package exports only its development build; production bundles take the one without warnings.
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: path.join(here, '../../node_modules/react-router/dist/production/index.mjs') }] : [],
  },
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // The libraries every page needs travel as one file; pages and the rest of antd stay split by route.
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/]/, priority: 20 }],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
