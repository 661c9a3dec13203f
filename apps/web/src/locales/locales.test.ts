import { pluralCategories } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog';

const { en, ja, vi } = CATALOG;

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [k, v] of leaves(value, path)) result.set(k, v);
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

// i18next's plural suffixes: a counted text is `x_one` / `x_other` in English, `x_other` alone in ja and vi.
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** `x` of a counted text's form `x_one` / `x_other` (`too_many` alone is no form: there is no `too_other`). */
function pluralBase(key: string, english: ReadonlyMap<string, unknown>): string | undefined {
  const base = PLURAL.exec(key)?.[1];
  return base !== undefined && english.has(`${base}_other`) ? base : undefined;
}

/** The keys a language must have, from English's: counted texts in the language's own plural forms. */
function keysFor(lang: 'ja' | 'vi', english: ReadonlyMap<string, unknown>): string[] {
  const keys = new Set<string>();
  for (const key of english.keys()) {
    const base = pluralBase(key, english);
    if (base === undefined) keys.add(key);
    else for (const form of pluralCategories(lang)) keys.add(`${base}_${form}`);
  }
  return [...keys].sort();
}

/**
 * Texts that stay as in English in every language: the product's name, the language switch's codes, role and ID
 * abbreviations, and the loanwords Vietnamese offices write in English (CV, Email).
 */
const KEPT_AS_IN_ENGLISH = new Set(['HR Office', 'ENG', 'JP', 'VI', 'ICT', 'ID', 'CV', 'Email']);
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

describe('interface translations', () => {
  const english = leaves(en as unknown as Tree);

  it.each([
    ['ja', ja],
    ['vi', vi],
  ] as const)(
    '%s has exactly the English keys (counted texts in its plural forms), none empty, same placeholders',
    (lang, resources) => {
      const other = leaves(resources as unknown as Tree);
      expect([...other.keys()].sort()).toEqual(keysFor(lang, english));
      for (const [key, text] of other) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
      }
    },
  );

  it('gives every English text with a count its singular and plural form, with the same placeholders', () => {
    for (const [key, text] of english) {
      const base = pluralBase(key, english);
      if (base === undefined) {
        expect(placeholders(text), `${key} counts: write it as ${key}_one and ${key}_other`).not.toContain('count');
        continue;
      }
      for (const form of pluralCategories('en'))
        expect(placeholders(english.get(`${base}_${form}`) ?? ''), `${base}_${form}`).toEqual(placeholders(text));
    }
  });

  it.each([
    ['ja', ja],
    ['vi', vi],
  ] as const)('%s translates every text: none left in English but names and codes', (lang, resources) => {
    const left: string[] = [];
    for (const [key, text] of leaves(resources as unknown as Tree)) {
      const words = text.replace(/\{\{\w+\}\}/g, '').match(/[A-Za-z]{2,}/g);
      if (!words || KEPT_AS_IN_ENGLISH.has(text)) continue;
      const untranslated = text === english.get(key) || (lang === 'ja' && !JAPANESE.test(text));
      if (untranslated) left.push(`${key}: ${text}`);
    }
    expect(left).toEqual([]);
  });

  it('has a reasonable number of keys (the walk found the namespaces)', () => {
    expect(english.size).toBeGreaterThan(50);
  });
});
