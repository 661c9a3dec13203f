import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../common';
import { MESSAGES, translate } from './index';

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

const catalogs = Object.fromEntries(LANGUAGES.map((lang) => [lang, flatten(MESSAGES[lang] as unknown as Tree)]));
const english = catalogs.en ?? new Map<string, unknown>();

describe('message catalogs', () => {
  it('exist for en, ja and vi and are not empty', () => {
    expect([...LANGUAGES].sort()).toEqual(['en', 'ja', 'vi']);
    expect(english.size).toBeGreaterThan(10);
  });

  it.each(LANGUAGES)('%s has exactly the English keys', (lang) => {
    expect([...(catalogs[lang]?.keys() ?? [])].sort()).toEqual([...english.keys()].sort());
  });

  it.each(LANGUAGES)('%s has no empty or non-string texts', (lang) => {
    for (const [key, text] of catalogs[lang] ?? []) {
      expect(typeof text, `${lang} ${key}`).toBe('string');
      expect((text as string).trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it.each(LANGUAGES)('%s uses the same {{placeholders}} as English in every text', (lang) => {
    for (const [key, text] of english) {
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
    expect(translate('en', 'validation.too_long', { field: 'Name', max: 50 })).toBe(
      'Name must be at most 50 characters',
    );
    expect(translate('ja', 'validation.required', { field: 'X' })).toBe('Xが入力されていません');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
    expect(translate('en', 'validation')).toBe('validation');
  });

  it('has the sign-in texts of the specification in English', () => {
    expect(translate('en', 'validation.login_username_required')).toBe('Please enter your email');
    expect(translate('en', 'validation.login_password_required')).toBe('Please enter your password');
    expect(translate('en', 'errors.login_failed')).toBe('Login information is incorrect');
  });
});
