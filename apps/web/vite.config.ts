import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Writes .br and .gz beside every text asset, so the server sends them compressed without compressing per request. */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|html)$/.test(file)) continue;
        const full = path.join(options.dir ?? '', file);
        const data = fs.readFileSync(full);
        fs.writeFileSync(
          `${full}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
        );
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

const LANGUAGE_INDEX = /[\\/]locales[\\/](en|ja|vi)[\\/]index\.ts$/;

/**
 * The server's message catalog (packages/contracts/src/messages) keeps each area's three languages in one file
 * (messages/<area>.ts: `xEn`, `xJa`, `xVi`). The bundler splits by module, so the three language chunks of the web
 * app shared one chunk holding every language's messages (51 KB, 15 KB gzip, loaded before the first paint). This
 * plugin gives each language its own copy of those modules (the same file under `?lang=<language>`), from which
 * the unused languages are shaken out: a language loads its own messages only. Build only (dev serves modules).
 */
function messagesPerLanguage(messagesDir: string): Plugin {
  const dir = path.resolve(messagesDir) + path.sep;
  return {
    name: 'messages-per-language',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise answer first.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const [importerFile = '', query = ''] = importer.split('?');
      const language = new URLSearchParams(query).get('lang') ?? LANGUAGE_INDEX.exec(importerFile)?.[1];
      if (!language) return null;
      const resolved = await this.resolve(source, importerFile, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.startsWith(dir)) return null;
      return `${resolved.id.split('?')[0]}?lang=${language}`;
    },
  };
}

export default defineConfig(({ mode }) => ({
  root: here,
  plugins: [react(), messagesPerLanguage(path.join(here, '../../packages/contracts/src/messages')), precompress()],
  // react-router's package exports only its development build; production bundles take the one without warnings.
  resolve: {
    alias:
      mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: path.join(here, '../../node_modules/react-router/dist/production/index.mjs'),
            },
          ]
        : [],
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
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/]/,
              priority: 20,
            },
            // Everything else the entry (with the sign-in page) imports statically, as one file rather than ~35 small
            // shared chunks: each file costs a request, its own gzip window and module glue. Later pages need nearly
            // all of it too (antd's core, button, input, theme). The entry's own modules (index.html, main.tsx) stay in
            // the entry chunk, or nothing would run them.
            { name: 'initial', tags: ['$initial'], test: (id) => !/(main\.tsx|\.html)$/.test(id), priority: 10 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
