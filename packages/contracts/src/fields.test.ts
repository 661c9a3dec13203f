import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index';
import { LANGUAGES, MESSAGES } from './index';

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
type Element = { element?: z.ZodType; options?: z.ZodType[]; left?: z.ZodType; right?: z.ZodType };

/** Every property name of an object schema, through optional, nullable, default, pipe, array, union and intersection. */
function fieldNames(schema: z.ZodType | undefined, seen = new Set<z.ZodType>()): Set<string> {
  const names = new Set<string>();
  if (!schema || seen.has(schema)) return names;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def & Element } })._zod.def;
  const children: (z.ZodType | undefined)[] = [def.innerType, def.in, def.out, def.element, def.left, def.right];
  if (def.options) children.push(...def.options);
  if (def.type === 'object' && def.shape) {
    for (const [name, child] of Object.entries(def.shape)) {
      names.add(name);
      children.push(child);
    }
  }
  for (const child of children) for (const name of fieldNames(child, seen)) names.add(name);
  return names;
}

/** The schemas a person's input goes through: bodies, queries and path parameters. */
const inputs = Object.entries(contracts).filter(
  ([name, value]) =>
    /(Body|Query|Params?)$/.test(name) &&
    name !== 'errorBody' &&
    typeof value === 'object' &&
    value !== null &&
    '_zod' in (value as object),
) as [string, z.ZodType][];

describe('field labels', () => {
  it('finds the input schemas', () => {
    expect(inputs.length).toBeGreaterThan(15);
    expect(inputs.map(([name]) => name)).toContain('shiftCreateBody');
  });

  it.each(LANGUAGES)('every field of every input schema has a label in %s', (lang) => {
    const labels = MESSAGES[lang].fields as Record<string, string>;
    const missing = inputs.flatMap(([schema, value]) =>
      [...fieldNames(value)].filter((field) => !labels[field]?.trim()).map((field) => `${schema}.${field}`),
    );
    expect(missing).toEqual([]);
  });

  it('has the generic label a field without its own reads as', () => {
    for (const lang of LANGUAGES) expect((MESSAGES[lang].fields as Record<string, string>)._value).toBeTruthy();
  });
});
