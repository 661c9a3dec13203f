import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { bootShellMarkup, bootShellStyle, SHOWN } from './boot-shell.ts';

/**
 * The first page's code requested with the document, not after the entry has run.
 *
 * Without this, a signed-in page loads in two waves: the entry (framework and antd's core), which must download AND
 * run before the router asks for the layout, the page and their chunks (a second wave of ~250 KiB), and the language
 * chunk is asked for only once i18next starts. On a slow phone each wave is a long wait (Lighthouse mobile: first
 * paint 3.7 s on /user). A small inline script in index.html, made here at build time, looks at the address, the
 * stored language and whether a session cookie exists, and adds `<link rel="modulepreload">` for exactly the chunks
 * that page will import: everything downloads in one wave. It preloads nothing the page would not load anyway
 * (signed out: only the language), so the sign-in page's budget is unchanged.
 *
 * The same script shows the shell's skeleton (boot-shell.ts) on a signed-in page inside the shell.
 *
 * The route table comes from the features' `feature.ts` files (the one place pages register, lib/feature.ts), read
 * as text because they cannot be imported here; `boot-preloads.test.ts` fails when this reading and app/features.ts
 * disagree. The script's hash goes into the Content-Security-Policy (api plugins/web.ts reads it from index.html).
 */

export type PageRoute = { path: string; page: string; texts: string[]; fullScreen?: boolean; data?: string[] };

/** Pages outside the features (app/routes.tsx), relative to src/: none today (the home page is the dashboard feature's). */
const APP_ROUTES: PageRoute[] = [];

/**
 * One route of a feature.ts: `path`, `page: () => import('./pages/X')`, optional `permission`, `texts`, optional
 * `fullScreen`, optional `data`.
 */
const ROUTE =
  /path:\s*'([^']*)',\s*page:\s*\(\)\s*=>\s*import\('([^']+)'\),(?:\s*permission:\s*'[^']*',)?\s*texts:\s*\[([^\]]*)\](,\s*fullScreen:\s*true)?(?:,\s*data:\s*\[([^\]]*)\])?/g;

/** A route's `data` entry as lib/feature.ts allows it: a GET's address, or a search read by POST with its body. */
export function checkDataEntry(entry: string, file: string): void {
  const post = /^POST (\S+) (.+)$/.exec(entry);
  if (post) {
    if (!post[1]!.endsWith('/search')) throw new Error(`${file}: data '${entry}': only a search may be read by POST`);
    JSON.parse(post[2]!);
  } else if (/\s/.test(entry))
    throw new Error(`${file}: data '${entry}' is neither an address nor 'POST <path> <body>'`);
}

/** Every page route of the features under `srcDir` (src/features/<area>/feature.ts), page paths relative to src/. */
export function readFeatureRoutes(srcDir: string): PageRoute[] {
  const featuresDir = path.join(srcDir, 'features');
  const routes: PageRoute[] = [];
  for (const area of fs.readdirSync(featuresDir).sort()) {
    const file = path.join(featuresDir, area, 'feature.ts');
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(ROUTE)) {
      const [, routePath = '', importPath = '', texts = '', fullScreen, data] = match;
      const strings = (list: string) => [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
      for (const entry of data ? strings(data) : []) checkDataEntry(entry, file);
      routes.push({
        path: routePath,
        page: path.posix.join('features', area, `${importPath.replace(/^\.\//, '')}.tsx`),
        texts: strings(texts),
        ...(fullScreen ? { fullScreen: true } : {}),
        ...(data ? { data: strings(data) } : {}),
      });
    }
  }
  return routes;
}

/** `settings/departments/:id` -> a regular expression over the address without its outer slashes. */
export function routePattern(routePath: string): string {
  const parts = routePath
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${parts.join('/')}$`;
}

type Chunk = {
  fileName: string;
  imports: string[];
  facadeModuleId?: string | null;
  isEntry?: boolean;
  type: 'chunk';
  /** Vite's note of the stylesheets a chunk needs (antd's static styles, a page's CSS). */
  viteMetadata?: { importedCss: Set<string> };
};
type Bundle = Record<string, Chunk | { type: 'asset'; fileName: string; source: string | Uint8Array }>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The boot map (chunks and the stylesheets they need: a page's CSS is asked for with its code, not when the code has
 * run): per language its base chunks, the signed-in shell's chunks (layout and permission guard), the guard's
 * alone (a full-screen page has no layout), and per route its page's chunks, its texts' chunks per language, 1
 * for a full-screen page (no layout, no skeleton of the shell) and the API calls the page makes first (FeatureRoute
 * `data`). Chunks are indexes into `files` (the map travels in every index.html).
 */
export type BootMap = {
  files: string[];
  languages: Record<string, number[]>;
  shell: number[];
  guard: number[];
  routes: [pattern: string, files: number[], texts: Record<string, number[]>, fullScreen: 0 | 1, data: string[]][];
};

export function bootMap(bundle: Bundle, srcDir: string, routes: PageRoute[], languages: readonly string[]): BootMap {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const byModule = new Map<string, Chunk>();
  for (const chunk of chunks)
    if (chunk.facadeModuleId) byModule.set(path.relative(srcDir, chunk.facadeModuleId.split('?')[0]!), chunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: Chunk | undefined, into = new Set<string>()) => {
    if (!chunk || into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    for (const file of chunk.imports) closure(byFile.get(file), into);
    return into;
  };
  // What index.html already loads is never preloaded again.
  const entry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk, entry);
  const table: string[] = [];
  const files = (...modules: string[]) => {
    const set = new Set<string>();
    for (const module of modules) {
      const chunk = byModule.get(module);
      if (!chunk) throw new Error(`boot-preloads: no chunk for ${module}`);
      closure(chunk, set);
    }
    return [...set]
      .filter((file) => !entry.has(file))
      .map((file) => {
        const at = table.indexOf(file);
        return at >= 0 ? at : table.push(file) - 1;
      });
  };
  return {
    files: table,
    languages: Object.fromEntries(languages.map((language) => [language, files(`locales/${language}/index.ts`)])),
    shell: files('app/layout/AppLayout.tsx', 'app/guards/RequirePermission.tsx'),
    guard: files('app/guards/RequirePermission.tsx'),
    routes: routes.map((route) => [
      routePattern(route.path),
      files(route.page),
      Object.fromEntries(
        languages.map((language) => [
          language,
          files(...route.texts.map((namespace) => `locales/${language}/${kebab(namespace)}.ts`)),
        ]),
      ),
      route.fullScreen ? 1 : 0,
      route.data ?? [],
    ]),
  };
}

/** The UTC offset of `timeZone` in minutes when it is the same all year (no summer time) over the next years. */
export function fixedOffsetMinutes(timeZone: string, from: Date = new Date()): number | undefined {
  const offsets = new Set<number>();
  for (let month = 0; month < 36; month++) {
    const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + month, 15, 12));
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
    const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name);
    if (!match) return undefined;
    const [, sign = '+', hours = '0', minutes = '0'] = match;
    offsets.add((sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)));
  }
  return offsets.size === 1 ? [...offsets][0] : undefined;
}

/**
 * The script's function for `{today}` (YYYY-MM-DD in `timeZone`). A zone without summer time (the company's,
 * Asia/Ho_Chi_Minh) is a fixed offset from the clock: Intl's formatter for a zone took 25 to 90 ms to make on a
 * slowed phone, in the document's own task before the first paint.
 */
export function todayExpression(timeZone: string): string {
  const offset = fixedOffsetMinutes(timeZone);
  return offset === undefined
    ? `function(){return new Intl.DateTimeFormat("en-CA",{timeZone:${JSON.stringify(timeZone)},year:"numeric",month:"2-digit",day:"2-digit"}).format(new Date())}`
    : `function(){return new Date(Date.now()+${offset * 60_000}).toISOString().slice(0,10)}`;
}

/**
 * The inline script. Runs before the entry module: it must never throw (a broken preload costs speed, never the page).
 * On a signed-in page inside the shell it also puts SHOWN on <html>, which shows the skeleton (boot-shell.ts).
 * `cookie` and `defaultLanguage` are the session cookie's name and the interface's default language.
 *
 * The preloads go into the head as one fragment: one insertion starts them all, in half the time of one insertion
 * each (3.6 against 7 ms for fifteen in Chromium, before any slowing down).
 *
 * Signed in, it also starts the API calls the page makes first, with the headers lib/api-client.ts sends: the
 * signed-in person (`/api/auth/user`, every page) and the route's `data` when the address has no query string (the
 * page's defaults). Otherwise they would start only once the ~400 KiB of scripts had downloaded and run, one more
 * round trip before the first rows (Lighthouse mobile: the list's request began after the scripts). They start after
 * the preloads (the scripts are the longer wait) and their answers wait in `window.__bootData` until the app takes
 * each one once (lib/boot-data.ts). `{today}` in an address is the day in `timeZone` (the company's, as the pages'
 * companyToday() reckons it); a `POST <path> <body>` entry is made as a POST with that JSON body and kept under
 * `POST /api/<path> <body>`.
 */
export function bootScript(map: BootMap, cookie: string, defaultLanguage: string, timeZone: string): string {
  return `(function(){try{var m=${JSON.stringify(map)},s=localStorage.getItem("lang"),l=(s||"").split("-")[0];if(!m.languages[l])l=${JSON.stringify(defaultLanguage)};var f=m.languages[l].slice(),b=[],c=/(?:^|; )${cookie}=([^;]+)/.exec(document.cookie);if(c){b.push("auth/user");var p=location.pathname.replace(/^\\/+|\\/+$/g,"");for(var i=0;i<m.routes.length;i++){var r=m.routes[i];if(new RegExp(r[0]).test(p)){f=f.concat(r[3]?m.guard:m.shell,r[1],r[2][l]);if(!r[3])document.documentElement.classList.add(${JSON.stringify(SHOWN)});if(!location.search)b=b.concat(r[4]);break}}}var w=window,go=w.__bootGo=function(){w.__bootGo=void 0;try{var x=document.createDocumentFragment();for(var j=0;j<f.length;j++){var k=document.createElement("link"),n=m.files[f[j]];if(/\\.css$/.test(n)){k.rel="preload";k.setAttribute("as","style")}else k.rel="modulepreload";k.crossOrigin="";k.href="/"+n;x.appendChild(k)}document.head.appendChild(x);if(c){var g=window.__bootData={},h={Accept:"application/json","Accept-Language":l,Authorization:"Bearer "+decodeURIComponent(c[1])},t=${todayExpression(timeZone)};for(var d=0;d<b.length;d++){var q=/^POST (\\S+) (.+)$/.exec(b[d]),u,y,o={headers:h};if(q){u="/api/"+q[1];y="POST "+u+" "+q[2];o={method:"POST",headers:Object.assign({"Content-Type":"application/json"},h),body:q[2]}}else{u="/api/"+(b[d].indexOf("{today}")<0?b[d]:b[d].replace("{today}",t()));y=u}g[y]=fetch(u,o);g[y].catch(function(){})}}}catch(e){}};setTimeout(function(){if(w.__bootGo)go()},0)}catch(e){}})();`;
}

/**
 * The entry's stylesheets (antd's reset and the static styles of the components the entry loads, the shell's CSS)
 * moved from the head to the end of the body, after the skeleton.
 *
 * In the head a stylesheet blocks the first paint until it has arrived. Written inline (as before antd's styles were
 * made at build time) the ~94 KB of CSS took the parser 30 to 50 ms, and the skeleton painted only after the entry's
 * scripts had arrived: Lighthouse's simulated first paint counts every script that had finished loading before the
 * observed one (module scripts have no evaluation event that could clear them), so it came out at 0.8 s in some runs
 * and 2.4 to 2.9 s in others. A stylesheet the parser meets inside the body does not hold back the paint of what
 * comes before it (the HTML standard: only the head's are render-blocking), so the skeleton paints as soon as the
 * document is parsed, while the parser waits there for the CSS, and module scripts run only once parsing is done: the
 * app never renders unstyled (e2e/shell/boot-preloads.e2e.ts delays the CSS to show it).
 */
export function stylesheetsAfterSkeleton(html: string): string {
  const links: string[] = [];
  const rest = html.replace(/\s*<link rel="stylesheet"[^>]*? href="\/[^"]+\.css"[^>]*>/g, (link) => {
    links.push(link.trim());
    return '';
  });
  if (!rest.includes('</body>')) throw new Error('boot-preloads: index.html has no </body>');
  return links.length === 0 ? rest : rest.replace('</body>', `  ${links.join('\n    ')}\n  </body>`);
}

/** A feature.ts's code without its routes' `data` lists (the build's copy of the route table does not need them). */
export function withoutRouteData(code: string): string {
  return code.replace(/\bdata:\s*\[[^\]]*\],?/g, '');
}

export function bootPreloads(options: {
  srcDir: string;
  languages: readonly string[];
  defaultLanguage: string;
  cookie: string;
  /** The zone of `{today}` in a route's data: the one the pages' companyToday() uses. */
  timeZone: string;
}): Plugin {
  const featureFile = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]feature\.ts$/;
  return {
    name: 'boot-preloads',
    apply: 'build',
    enforce: 'post',
    // A route's `data` is for this script only (read from the text above): the route table travels with the sign-in
    // page, whose budget is 250 KB, so the app's copy goes without it.
    transform(code, id) {
      if (!featureFile.test(id.split('?')[0] ?? '')) return null;
      return { code: withoutRouteData(code), map: null };
    },
    generateBundle(_output, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('boot-preloads: index.html is not in the bundle yet');
      const routes = [...APP_ROUTES, ...readFeatureRoutes(options.srcDir)];
      const map = bootMap(bundle as unknown as Bundle, options.srcDir, routes, options.languages);
      const script = `<script>${bootScript(map, options.cookie, options.defaultLanguage, options.timeZone)}</script>`;
      const text = (source: string | Uint8Array) =>
        typeof source === 'string' ? source : new TextDecoder().decode(source);
      const source = stylesheetsAfterSkeleton(text(html.source));
      // The skeleton's style in the head; the skeleton right after #root, then the script: the parser pauses after a
      // script, and the frame it may paint there then already holds the skeleton (in the head the skeleton came one
      // frame later). The entry's own preloads (framework, antd's core) stay in the head, asked for first.
      const at = source.indexOf('</head>');
      if (at < 0) throw new Error('boot-preloads: index.html has no </head>');
      const root = '<div id="root"></div>';
      if (!source.includes(root)) throw new Error(`boot-preloads: index.html has no ${root}`);
      html.source = `${source.slice(0, at)}${bootShellStyle}\n    ${source.slice(at)}`.replace(
        root,
        `${root}${bootShellMarkup()}${script}`,
      );
    },
  };
}
