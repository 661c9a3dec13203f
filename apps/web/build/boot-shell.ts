import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE } from '../../../packages/contracts/src/languages.ts';
import { COLORS } from '../src/app/theme/theme.ts';
import { common as en } from '../src/locales/en/common.ts';
import { common as ja } from '../src/locales/ja/common.ts';
import { common as vi } from '../src/locales/vi/common.ts';

/**
 * The signed-in shell painted by index.html itself, before any JavaScript has loaded.
 *
 * A signed-in page paints nothing until ~400 KiB of JavaScript has downloaded and run: on a slow phone a white
 * screen for about 3 s (Lighthouse mobile: first contentful paint 3.0 s on /user). This is the top bar of
 * app/layout/AppLayout.tsx (same height, colours, paddings and logo place; the name only where the real bar shows
 * it) over the empty page area: no menu, no person, no data, marked busy and hidden from screen readers.
 *
 * It is shown only when the boot script (boot-preloads.ts) sees a session and an address of a page inside the
 * shell: it sets SHOWN on <html>. It is the sibling after #root and disappears by CSS as soon as React has put
 * anything into #root (the shell, a full-screen page, the sign-in page after a redirect), in the same frame, so
 * nothing moves. Inline styles are allowed by the Content-Security-Policy (Ant Design writes its own at run time).
 */
export const SHOWN = 'boot-shell-on';

/** Ant Design's default font stack and page background (colorBgLayout), which the real shell is drawn with. */
const FONT =
  "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif,'Apple Color Emoji','Segoe UI Emoji','Segoe UI Symbol','Noto Color Emoji'";
const PAGE_BACKGROUND = '#f5f5f5';

/** The product's name as the real top bar writes it (`common.app_name`), in the interface's default language. */
const APP_NAME = { en, ja, vi }[DEFAULT_LANGUAGE].app_name;

/** Into <head>: the skeleton's own styles (a phone below 768 px, as components/responsive-table's usePhone). */
export const bootShellStyle = `<style>.boot-shell{display:none}.${SHOWN} #root:empty+.boot-shell{display:block}.boot-shell-bar{display:flex;align-items:center;gap:16px;height:64px;padding:0 24px;background:${COLORS.headerBg};color:#fff;font:600 16px ${FONT};white-space:nowrap}.boot-shell-logo{display:flex;align-items:center;gap:8px}.boot-shell-menu{display:none;width:40px;height:40px}.boot-shell-page{min-height:calc(100vh - 64px);background:${PAGE_BACKGROUND}}@media (max-width:767px){.boot-shell-bar{gap:8px;padding:0 8px}.boot-shell-menu{display:block}.boot-shell-name{display:none}}</style>`;

/**
 * Into <body>, right after #root. The logo (public/favicon.svg, the top bar's image) is written inline: painted with
 * the document and its stylesheet, not after a request that would land behind the scripts.
 */
export function bootShellMarkup(): string {
  const logo = fs
    .readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/favicon.svg'), 'utf8')
    .trim()
    .replace(/<title>.*?<\/title>/, '')
    .replace(/ role="img" aria-label="[^"]*"/, '')
    .replace('<svg ', '<svg width="28" height="28" ');
  return `<div class="boot-shell" aria-busy="true" aria-hidden="true"><div class="boot-shell-bar"><span class="boot-shell-menu"></span><span class="boot-shell-logo">${logo}<span class="boot-shell-name">${APP_NAME}</span></span></div><div class="boot-shell-page"></div></div>`;
}
