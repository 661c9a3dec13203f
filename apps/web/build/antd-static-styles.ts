import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ThemeConfig } from 'antd';
import type { Plugin } from 'vite';

/**
 * Ant Design's styles made once at build time, not in every visitor's browser.
 *
 * At run time antd writes each component's CSS from JavaScript the first time the component renders (its "style
 * hooks": genStyleHooks and friends): the code that describes the CSS travels to the browser (about a fifth of the
 * JavaScript of a list page) and turning it into style elements cost 40 to 90 ms per render slice on a slowed phone,
 * plus a style recalculation per insertion (Lighthouse's blocking time). antd 6's `zeroRuntime` turns that off and
 * expects the CSS from elsewhere; its prebuilt antd.css (110 KB gzip) holds every component with its default theme.
 *
 * This plugin makes that CSS with the product's theme (the colours in theme.ts) by rendering antd's components in
 * Node, the way antd's own build does, and splits it by style hook. Each antd module that declares a style hook then
 * imports its own piece of CSS and loses the hook's style function, so the bundler puts a component's CSS beside
 * its code: a page loads the CSS of the components it loads, no more. The design tokens stay at run time (antd still
 * writes them as CSS variables), so the static CSS only holds `var(--ant-...)` references where colours come from
 * the theme. Production builds only: in development and tests antd makes its styles at run time (providers.tsx
 * turns `zeroRuntime` on in production only). The build fails when antd's code no longer reads as expected.
 */

/** The functions that declare a style hook; their first argument names it, their second makes its CSS. */
const HOOK_MAKERS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/;
/** The module whose hooks register the reset every component shares (its `Shared` styles). */
const SHARED_RESET_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/;
const SHARED = 'Shared';
/** Hooks that write no CSS with this product's theme, so none is made for them. */
const NOT_USED: Record<string, string> = {
  'Pagination-bordered': "only with the `wireframe` theme, which we don't use",
};

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Every node of an ESTree, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item);
    return;
  }
  const value = node as Node;
  if (typeof value.type === 'string') yield value;
  for (const key of Object.keys(value)) if (key !== 'type') yield* walk(value[key]);
}

/** A hook's name as its style cache path writes it: `genStyleHooks('Button')` -> Button-Button, `(['Input', 'OTP'])` -> Input-OTP. */
function hookName(argument: Node | undefined): string | undefined {
  const literal = (node: unknown) => {
    const value = node as Node | undefined;
    return value?.type === 'Literal' && typeof value.value === 'string' ? value.value : undefined;
  };
  const single = literal(argument);
  if (single) return `${single}-${single}`;
  if (argument?.type !== 'ArrayExpression') return undefined;
  const parts = (argument.elements as unknown[]).map(literal);
  if (parts.length === 0 || parts.some((part) => part === undefined)) return undefined;
  const [first, second = first] = parts as string[];
  return `${first}-${second}`;
}

/**
 * The CSS of every style hook, by hook name, with the given theme: antd's components rendered to a string in Node
 * inside a style cache (as @ant-design/static-style-extract does), then the cache's entries grouped by the hook that
 * wrote them. `Shared` is the reset every component's hook writes once.
 */
export function antdStylesByHook(theme: ThemeConfig, resolveFrom: string): Map<string, string> {
  const require = createRequire(resolveFrom);
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const antd = require('antd') as Record<string, unknown> & typeof import('antd');
  const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const h = React.createElement;
  type Part = React.ComponentType<Record<string, unknown>>;
  type Any = Part & Record<string, Part | undefined>;
  /** A component's sub-component (`Badge.Ribbon`); the build stops if antd no longer has it. */
  const of = (component: Any, name: string): Part => {
    const found = component[name];
    if (!found) throw new Error(`antd-static-styles: antd has no ${name} on a component any more`);
    return found;
  };
  // Components that render nothing (or need props) without this; the panels stand for popups that open later.
  const renders: Record<string, (component: Any) => React.ReactNode> = {
    Affix: (C) => h(C, null, h('div')),
    Badge: (C) => h(React.Fragment, null, h(C), h(of(C, 'Ribbon'))),
    Cascader: (C) => h(React.Fragment, null, h(C), h(of(C, 'Panel'))),
    Dropdown: (C) => h(C, { menu: { items: [] } }, h('div')),
    Form: (C) => h(C, null, h(of(C, 'Item'), { label: 'x', help: 'x' }, h(antd.Input))),
    FloatButton: (C) => h(React.Fragment, null, h(C), h(of(C, 'BackTop'))),
    Input: (C) =>
      h(React.Fragment, null, h(C), h(of(C, 'Search')), h(of(C, 'TextArea')), h(of(C, 'Password')), h(of(C, 'OTP'))),
    Layout: (C) => h(C, null, h(of(C, 'Header')), h(of(C, 'Sider')), h(of(C, 'Content')), h(of(C, 'Footer'))),
    Menu: (C) => h(C, { items: [] }),
    Modal: (C) =>
      h(
        React.Fragment,
        null,
        h(C),
        h(of(C, '_InternalPanelDoNotUseOrYouWillBeFired')),
        h(of(C, '_InternalPanelDoNotUseOrYouWillBeFired'), { type: 'confirm' }),
      ),
    QRCode: (C) => h(C, { value: 'x' }),
    Space: (C) =>
      h(React.Fragment, null, h(C), h(of(C, 'Compact'), null, h(antd.Button), h(of(C, 'Addon'), null, '1'))),
    Tag: (C) => h(React.Fragment, null, h(C, { color: 'blue' }), h(C, { color: 'success' })),
    Tree: (C) => h(C, { treeData: [] }),
    message: (C) => h(of(C, '_InternalPanelDoNotUseOrYouWillBeFired')),
    notification: (C) => h(of(C, '_InternalPanelDoNotUseOrYouWillBeFired')),
  };
  const skipped = new Set(['ConfigProvider', 'Grid']);
  const names = Object.keys(antd).filter(
    (name) => !skipped.has(name) && (/^[A-Z]/.test(name) || name === 'message' || name === 'notification'),
  );
  const cache = cssinjs.createCache();
  const nodes = names.map((name) => {
    const component = antd[name] as Any;
    return h(React.Fragment, { key: name }, renders[name]?.(component) ?? h(component));
  });
  const { warn, error } = console;
  // antd warns about its deprecated parts (Input.Group, ...) while they render; not this build's concern.
  console.warn = console.error = () => {};
  try {
    renderToString(
      h(
        cssinjs.StyleProvider,
        { cache },
        h(antd.ConfigProvider, { theme: { ...theme, hashed: false, zeroRuntime: false } }, nodes),
      ),
    );
  } finally {
    console.warn = warn;
    console.error = error;
  }
  // Keys read `style%%<hook name>%<class prefix>%<icon prefix>` (the Shared reset: `style%%Shared%ant`).
  const byHook = new Map<string, string[]>();
  for (const key of cache.cache.keys()) {
    if (!key.startsWith('style%%')) continue;
    const name = key.split('%')[2]!;
    byHook.set(name, [...(byHook.get(name) ?? []), key]);
  }
  const css = new Map<string, string>();
  for (const [name, keys] of byHook) {
    const part = cssinjs.createCache();
    for (const key of keys) part.cache.set(key, cache.cache.get(key)!);
    const text = cssinjs
      .extractStyle(part, { plain: true, types: 'style' })
      // The cache map is for hydrating server-rendered styles; nothing reads it here.
      .replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, '');
    css.set(name, text);
  }
  return css;
}

/**
 * An antd module with its style hooks' CSS imported and their style functions left out (`() => []`: the hook never
 * calls it under zeroRuntime, and without it the code that describes the CSS is shaken out of the bundle), or
 * undefined when it declares none. `made` holds the hooks CSS was made for; `cssFile` names a hook's file. Throws on a
 * hook it cannot name or one without CSS, so that a new antd version cannot leave a component unstyled unnoticed.
 */
export function withStaticStyles(
  code: string,
  parse: (code: string) => unknown,
  made: ReadonlySet<string>,
  cssFile: (name: string) => string,
): string | undefined {
  if (![...HOOK_MAKERS].some((maker) => code.includes(`${maker}(`))) return undefined;
  const cuts: { start: number; end: number }[] = [];
  const names: string[] = [];
  for (const node of walk(parse(code))) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node;
    if (callee.type !== 'Identifier' || !HOOK_MAKERS.has(callee.name as string)) continue;
    const [first, styleFn] = node.arguments as Node[];
    const name = hookName(first);
    if (!name || !styleFn)
      throw new Error(
        `antd-static-styles: a style hook whose name cannot be read: ${code.slice(node.start, node.start + 80)}`,
      );
    if (!made.has(name) && !(name in NOT_USED))
      throw new Error(`antd-static-styles: no CSS was made for the hook ${name}`);
    cuts.push({ start: styleFn.start, end: styleFn.end });
    if (made.has(name) && !names.includes(name)) names.push(name);
  }
  if (cuts.length === 0) return undefined;
  let edited = code;
  for (const cut of cuts.sort((a, b) => b.start - a.start))
    edited = `${edited.slice(0, cut.start)}() => []${edited.slice(cut.end)}`;
  return names.map((name) => `import ${JSON.stringify(cssFile(name))};\n`).join('') + edited;
}

/** A file name for a hook's CSS. */
const fileOf = (dir: string, name: string) => path.join(dir, `${name.replace(/[^A-Za-z0-9-]/g, '_')}.css`);

/** Writes a file whole or not at all (two builds at once may write the same one). */
function writeOnce(file: string, text: string): void {
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

export function antdStaticStyles(options: { theme: ThemeConfig; outDir: string; resolveFrom: string }): Plugin {
  let css = new Map<string, string>();
  let made: ReadonlySet<string> = new Set();
  let dir = options.outDir;
  return {
    name: 'antd-static-styles',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      css = antdStylesByHook(options.theme, options.resolveFrom);
      if (!css.has(SHARED)) throw new Error('antd-static-styles: no Shared reset among the rendered styles');
      made = new Set(css.keys());
      // A folder per content: two builds at once (the browser tests' and `npm start`'s) never write over each other.
      const hash = createHash('sha256');
      for (const [name, text] of [...css].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update(text);
      dir = path.join(options.outDir, hash.digest('hex').slice(0, 16));
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!ANTD_MODULE.test(file)) return null;
      // Each CSS file sits under its importer's own path (…/node_modules/antd/es/date-picker/style/X.css), so that
      // the bundler's chunk groups (vite.config.ts: what only forms need stays out of the shared chunk) treat a
      // component's CSS as they treat its code.
      const under = path.join(dir, path.dirname(file.slice(file.lastIndexOf(`${path.sep}node_modules${path.sep}`))));
      const cssFile = (name: string) => {
        const target = fileOf(under, name);
        writeOnce(target, css.get(name) ?? '');
        return target;
      };
      if (SHARED_RESET_MODULE.test(file))
        return { code: `import ${JSON.stringify(cssFile(SHARED))};\n${code}`, map: null };
      const edited = withStaticStyles(code, (text) => this.parse(text), made, cssFile);
      return edited === undefined ? null : { code: edited, map: null };
    },
  };
}
