import { describe, expect, it } from 'vitest';
import type { Tree } from './compose';
import { en, enAreas, enShared } from './en';
import { ja, jaAreas, jaShared } from './ja';
import { vi, viAreas, viShared } from './vi';

/** Every area's file beside the catalogs (messages/<area>.ts): what each must hook into en, ja and vi. */
const AREA_FILES = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./*.test.ts', '!./{en,ja,vi,index,compose}.ts'],
  { eager: true },
);

const LANGUAGES = {
  en: { catalog: en, shared: enShared, areas: enAreas as readonly Tree[] },
  ja: { catalog: ja, shared: jaShared, areas: jaAreas as readonly Tree[] },
  vi: { catalog: vi, shared: viShared, areas: viAreas as readonly Tree[] },
};

/** The sections every area shares; anything else (a `users` subtree, `validation.settings`) belongs to an area. */
const SHARED_SECTIONS = ['errors', 'fields', 'success', 'validation'];

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

describe('catalog parts', () => {
  it('finds the area files', () => {
    expect(Object.keys(AREA_FILES)).toContain('./settings.ts');
    expect(Object.keys(AREA_FILES).length).toBeGreaterThan(5);
  });

  it.each(Object.entries(AREA_FILES))(
    '%s exports its English, Japanese and Vietnamese part, each hooked in',
    (file, module) => {
      const names = Object.keys(module).sort();
      const base = names.find((name) => name.endsWith('En'))?.slice(0, -2);
      expect(names, file).toEqual([`${base}En`, `${base}Ja`, `${base}Vi`]);
      for (const [lang, { areas }] of Object.entries(LANGUAGES)) {
        const part = module[`${base}${lang[0]?.toUpperCase()}${lang[1]}`];
        // In the list as it is (rooted: `{ errors: ... }`) or under its own key (`{ jobs: jobsEn }`).
        const hooked = areas.some((entry) => entry === part || Object.values(entry).includes(part as Tree));
        expect(hooked, `${file} is not in ${lang}.ts`).toBe(true);
      }
    },
  );

  it.each(Object.entries(LANGUAGES))(
    '%s.ts keeps only shared texts: the four sections, no subtree of an area',
    (_, { shared }) => {
      expect(Object.keys(shared).sort()).toEqual(SHARED_SECTIONS);
      for (const [section, texts] of Object.entries(shared))
        for (const [key, text] of Object.entries(texts)) expect(typeof text, `${section}.${key}`).toBe('string');
    },
  );

  it.each(Object.entries(LANGUAGES))(
    '%s: no key is written by two parts (a later one would hide the other)',
    (_, parts) => {
      const written = [parts.shared, ...parts.areas].flatMap((part) => leaves(part as Tree));
      const twice = written.filter((key, index) => written.indexOf(key) !== index);
      expect(twice).toEqual([]);
      expect(leaves(parts.catalog as unknown as Tree).length).toBe(written.length);
    },
  );

  it('every area part is in every language (the areas lists line up)', () => {
    expect(jaAreas.length).toBe(enAreas.length);
    expect(viAreas.length).toBe(enAreas.length);
    expect(enAreas.length).toBe(Object.keys(AREA_FILES).length);
  });
});
