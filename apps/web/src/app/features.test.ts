import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../locales/catalog';
import { FEATURES } from './features';
import { MAIN_MENU } from './menu';

/** The features' registrations (lib/feature.ts) hold together: one place per page, texts that exist, a menu from them. */
const routes = FEATURES.flatMap((feature) => feature.routes);

describe('features', () => {
  it('each path is registered once', () => {
    const paths = routes.map((route) => route.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it("every namespace a page names exists in each language, and every area namespace is some page's", () => {
    const named = new Set(routes.flatMap((route) => route.texts));
    for (const language of ['en', 'ja', 'vi'] as const)
      for (const namespace of named) expect(CATALOG[language], `${language}/${namespace}`).toHaveProperty(namespace);
    const base = ['common', 'auth', 'messages'];
    const areas = Object.keys(CATALOG.en).filter((namespace) => !base.includes(namespace));
    expect(areas.filter((namespace) => !named.has(namespace)).sort()).toEqual([]);
  });

  it('every menu entry is a page of a feature, with the permission of that page', () => {
    const entries = MAIN_MENU.flatMap((entry) => entry.children ?? []);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const route = routes.find((r) => `/${r.path}` === entry.path);
      expect(route, entry.path).toBeDefined();
      expect(entry.permission).toBe(route?.permission);
    }
  });

  it('every feature folder registers itself in app/features.ts', () => {
    const folders = fs.readdirSync(path.resolve(import.meta.dirname, '../features'));
    const list = fs.readFileSync(path.resolve(import.meta.dirname, 'features.ts'), 'utf8');
    expect(folders.filter((folder) => !list.includes(`'../features/${folder}/feature'`))).toEqual([]);
  });
});
