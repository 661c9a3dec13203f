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

describe('interface translations', () => {
  const english = leaves(en as unknown as Tree);

  it.each([
    ['ja', ja],
    ['vi', vi],
  ])('%s has exactly the English keys, none empty, with the same placeholders', (_, resources) => {
    const other = leaves(resources as unknown as Tree);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of other) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('has a reasonable number of keys (the walk found the namespaces)', () => {
    expect(english.size).toBeGreaterThan(50);
  });
});
