import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { COMPANY_DEFAULT_TIME_ZONE } from '../../packages/contracts/src/company-day.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../packages/contracts/src/languages.ts';
import { antdStaticStyles } from './build/antd-static-styles.ts';
import { bootPreloads } from './build/boot-preloads.ts';
import { THEME } from './src/app/theme/theme.ts';

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
        // Brotli's best quality: 7 to 8 % fewer bytes than quality 9 for a few seconds more of build, paid once.
        const params = {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        };
        fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data, { params }));
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** Modules only form dialogs need; kept out of the chunk every page loads (see `shared` below). */
const FORM_ONLY =
  /[\\/]locales[\\/]|packages[\\/]contracts|[\\/]src[\\/](components[\\/]schema-form|lib[\\/]zod-form|features[\\/][^\\/]+[\\/]lib[\\/][^\\/]*-form)\.tsx?$|node_modules[\\/](zod|dayjs|@rc-component[\\/](picker|form|async-validator|upload|tree-select|cascader|input-number|textarea)|antd[\\/]es[\\/](date-picker|time-picker|form|calendar|input-number|upload|tree-select))[\\/]/;

/**
 * rc-table (antd's Table) measures the scrollbar's width when every table mounts: a layout effect that appends a
 * probe element and a style element to the page and reads its size, which forces a style recalculation and a layout
 * of the whole page inside React's commit (35 to 115 ms of CPU on a list's first paint on a phone). The width is only
 * used by a fixed header (`scroll.y`) or a sticky one, so the measure is skipped for the other tables. The build fails
 * if the library's code no longer reads as expected (then check the new version and this plugin).
 */
function tableScrollbarOnlyWhenFixed(): Plugin {
  const FILE = /[\\/]@rc-component[\\/]table[\\/]es[\\/]Table\.js$/;
  const FROM = '  useLayoutEffect(() => {\n    if (!tailor || !useInternalHooks) {';
  const TO = '  useLayoutEffect(() => {\n    if ((fixHeader || isSticky) && (!tailor || !useInternalHooks)) {';
  return {
    name: 'table-scrollbar-only-when-fixed',
    enforce: 'pre',
    transform(code, id) {
      if (!FILE.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes(FROM)) throw new Error(`${id}: the scrollbar measure moved; see tableScrollbarOnlyWhenFixed`);
      return { code: code.replace(FROM, TO), map: null };
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

export default defineConfig({
  root: here,
  plugins: [
    react(),
    tableScrollbarOnlyWhenFixed(),
    antdStaticStyles({
      theme: THEME,
      outDir: path.join(here, '../../node_modules/.cache/antd-static-styles'),
      resolveFrom: path.join(here, 'package.json'),
    }),
    messagesPerLanguage(path.join(here, '../../packages/contracts/src/messages')),
    // The session cookie's name is lib/session.ts's.
    bootPreloads({
      srcDir: path.join(here, 'src'),
      languages: LANGUAGES,
      defaultLanguage: DEFAULT_LANGUAGE,
      cookie: 'access_token',
      timeZone: COMPANY_DEFAULT_TIME_ZONE,
    }),
    precompress(),
  ],
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
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack)[\\/]/,
              priority: 20,
            },
            // Everything else the entry (with the sign-in page) imports statically, as one file rather than ~35 small
            // shared chunks: each file costs a request, its own gzip window and module glue. Later pages need nearly
            // all of it too (antd's core, button, input, theme). The entry's own modules (index.html, main.tsx) stay in
            // the entry chunk, or nothing would run them.
            { name: 'initial', tags: ['$initial'], test: (id) => !/(main\.tsx|\.html)$/.test(id), priority: 10 },
            // What many lazily loaded parts (pages, their dialogs and tabs) import travels as one file too: split by
            // module, a list page came in ~50 files (antd's table, select, dropdown, card, ... each its own), and on
            // HTTP/1.1 (6 connections) each costs a round trip. Left out: what only forms need (zod and the
            // contracts' rules, the date pickers, antd's form), which their dialogs load when first opened.
            {
              name: 'shared',
              minShareCount: 8,
              test: (id) => !/(main\.tsx|\.html)$/.test(id) && !FORM_ONLY.test(id),
              priority: 5,
            },
            // The signed-in shell's own parts (the layout and its menus, the person's menu and avatar, sign-out) as one
            // file, after the shared chunk has taken what pages share: five small files were five requests on every
            // signed-in page.
            {
              name: 'shell',
              test: /[\\/]src[\\/](app[\\/]layout[\\/]|app[\\/](menu|home-tabs)\.ts$|components[\\/]UserMenu\.tsx$|lib[\\/](logout|home-tabs)\.ts$)|node_modules[\\/]antd[\\/]es[\\/](avatar|layout)[\\/]/,
              priority: 4,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
