import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../common';
import { MESSAGES, pluralCategories, translate } from './index';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalog as `a.b.c` -> text. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const [k, v] of flatten(value, name)) out.set(k, v);
    else out.set(name, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** `x` of a counted text's form `x_one` / `x_other` (`too_many` alone is no form: there is no `too_other`). */
function pluralBase(key: string, english: ReadonlyMap<string, unknown>): string | undefined {
  const base = PLURAL.exec(key)?.[1];
  return base !== undefined && english.has(`${base}_other`) ? base : undefined;
}

/**
 * The keys a language must have, from English's: a counted text (`x_one` / `x_other` in English) in that language's
 * own plural forms (`x_other` alone in Japanese and Vietnamese).
 */
function keysFor(lang: (typeof LANGUAGES)[number], english: ReadonlyMap<string, unknown>): string[] {
  const keys = new Set<string>();
  for (const key of english.keys()) {
    const base = pluralBase(key, english);
    if (base === undefined) keys.add(key);
    else for (const form of pluralCategories(lang)) keys.add(`${base}_${form}`);
  }
  return [...keys].sort();
}

const catalogs = Object.fromEntries(LANGUAGES.map((lang) => [lang, flatten(MESSAGES[lang] as unknown as Tree)]));
const english = catalogs.en ?? new Map<string, unknown>();

describe('message catalogs', () => {
  it('exist for en, ja and vi and are not empty', () => {
    expect([...LANGUAGES].sort()).toEqual(['en', 'ja', 'vi']);
    expect(english.size).toBeGreaterThan(10);
  });

  it.each(LANGUAGES)('%s has exactly the English keys, counted texts in its own plural forms', (lang) => {
    expect([...(catalogs[lang]?.keys() ?? [])].sort()).toEqual(keysFor(lang, english));
  });

  it('gives every English text with a count its singular and plural form, with the same placeholders', () => {
    for (const [key, text] of english) {
      const base = pluralBase(key, english);
      if (base === undefined) {
        expect(placeholders(String(text)), `${key} counts: write it as ${key}_one and ${key}_other`).not.toContain(
          'count',
        );
        continue;
      }
      for (const form of pluralCategories('en'))
        expect(placeholders(String(english.get(`${base}_${form}`))), `${base}_${form}`).toEqual(
          placeholders(String(text)),
        );
    }
  });

  it.each(LANGUAGES)('%s has no empty or non-string texts', (lang) => {
    for (const [key, text] of catalogs[lang] ?? []) {
      expect(typeof text, `${lang} ${key}`).toBe('string');
      expect((text as string).trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it.each(LANGUAGES)('%s uses the same {{placeholders}} as English in every text', (lang) => {
    for (const [key, text] of english) {
      if (!catalogs[lang]?.has(key)) continue; // an English singular form (`x_one`): checked above
      expect(placeholders(String(catalogs[lang]?.get(key))), `${lang} ${key}`).toEqual(placeholders(String(text)));
    }
  });

  it('has no placeholder written with single braces or unbalanced ones', () => {
    for (const lang of LANGUAGES) {
      for (const [key, text] of catalogs[lang] ?? []) {
        const withoutPlaceholders = String(text).replace(/\{\{\w+\}\}/g, '');
        expect(withoutPlaceholders, `${lang} ${key}`).not.toMatch(/[{}]/);
      }
    }
  });
});

describe('translate', () => {
  it('fills placeholders and leaves unknown keys as they are', () => {
    expect(translate('en', 'validation.too_long', { field: 'Name', count: 50 })).toBe(
      'Name must be at most 50 characters',
    );
    expect(translate('ja', 'validation.required', { field: 'X' })).toBe('Xが入力されていません');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
    expect(translate('en', 'validation')).toBe('validation');
  });

  it('picks the plural form of the language by `count`', () => {
    const departments = (lang: 'en' | 'ja' | 'vi', count: number) => translate(lang, 'errors.shift_in_use', { count });
    expect(departments('en', 1)).toBe('This shift group is still used by 1 department or person.');
    expect(departments('en', 2)).toBe('This shift group is still used by 2 departments or people.');
    expect(departments('en', 0)).toBe('This shift group is still used by 0 departments or people.');
    expect(departments('ja', 1)).toBe('このシフトグループはまだ1件の部署または社員に使われています。');
    expect(departments('vi', 1)).toBe('Nhóm ca này vẫn đang được 1 phòng ban hoặc nhân viên sử dụng.');
    // Without a count (a caller that forgot it) the plural text, not the key.
    expect(translate('en', 'errors.shift_in_use')).toBe('This shift group is still used by  departments or people.');
    expect(translate('en', 'validation.too_long', { field: 'Code', count: 1 })).toBe(
      'Code must be at most 1 character',
    );
  });

  it('has the sign-in texts of the specification in English', () => {
    expect(translate('en', 'validation.login_username_required')).toBe('Please enter your email');
    expect(translate('en', 'validation.login_password_required')).toBe('Please enter your password');
    expect(translate('en', 'errors.login_failed')).toBe('Login information is incorrect');
  });
});
