import fc from 'fast-check';
import { z } from 'zod';

/**
 * Random request parts for the route-guard tests, generated from a route's own zod schemas: values the schema
 * should accept (to reach the handler) and values broken on purpose (wrong types, missing and unknown fields,
 * huge and hostile strings, bad ids). Whether the schema accepts a generated value is decided by the schema
 * itself (`accepts`), never guessed here, so the generators can be rough.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

export function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** Whether the schema accepts the value as the server would receive it. */
export function accepts(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

export const HUGE_STRING = 'x'.repeat(100_000);

/** Strings that have broken servers before: control characters, lone surrogates, injections, numbers in disguise. */
export const hostileString = fc.constantFrom(
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  '😀',
  '\u202Eevil',
  'ﾃｽﾄ',
  'テスト',
  'Nguyễn Văn A',
  "' OR 1=1 --",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: text that looks like a template, sent on purpose
  '${x}',
  '{{field}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x1A',
  '99999999999',
  '-2147483649',
  'true',
  '2024-02-30',
  '25:61',
  HUGE_STRING,
);

export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.constantFrom(-1, 0, 1.5, -0.5, 99_999_999_999, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constant([[[[[[[[[[]]]]]]]]]]),
);

/** A path segment value: bad ids and hostile text as well as random strings. */
export const junkParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'abc',
    '-1',
    '0',
    '1.5',
    '1e3',
    '99999999999',
    '2147483648',
    ' 1',
    '1 ',
    '0x10',
    '%',
    '..',
    '.',
    'null',
  ),
  hostileString,
  fc.string({ maxLength: 30 }),
);

const UNKNOWN_KEYS = ['unknown_field', 'is_admin', 'role_id', 'id', 'constructor', 'toString', 'k'.repeat(300)];

function toJsonSchema(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as JsonSchema;
  } catch {
    return {};
  }
}

const isoDate = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2100-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const pad = (n: number) => String(n).padStart(2, '0');

const dateText = isoDate.map((d) => d.toISOString().slice(0, 10));
const timeText = fc
  .tuple(fc.nat(23), fc.nat(59), fc.nat(59), fc.boolean())
  .map(([h, m, s, seconds]) => `${pad(h)}:${pad(m)}${seconds ? `:${pad(s)}` : ''}`);

/**
 * Real values for the patterns of the product's shared text schemas, which a pattern alone does not pin down: a
 * date pattern (isoDate, settings dates) also wants a real calendar date in a window of years, which random digits
 * almost never are; a time-of-day pattern, a real clock time. Each form the pattern accepts (YYYY-MM-DD and
 * YYYY/MM/DD, HH:MM and HH:MM:SS, MM-DD) is generated; null when the pattern is none of these.
 */
function knownTextArb(pattern: RegExp): fc.Arbitrary<string> | null {
  const forms: fc.Arbitrary<string>[] = [];
  if (pattern.test('2024-01-31')) forms.push(dateText);
  if (pattern.test('2024/01/31')) forms.push(dateText.map((text) => text.replaceAll('-', '/')));
  if (pattern.test('12:34') || pattern.test('12:34:56')) forms.push(timeText.filter((text) => pattern.test(text)));
  if (pattern.test('01-31')) forms.push(dateText.map((text) => text.slice(5)));
  return forms.length ? fc.oneof(...forms) : null;
}

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'date':
      return isoDate.map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return isoDate.map((d) => d.toISOString());
    case 'time':
      return fc.tuple(fc.nat(23), fc.nat(59), fc.nat(59)).map(([h, m, s]) => `${pad(h)}:${pad(m)}:${pad(s)}`);
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      const known = knownTextArb(pattern);
      const matching = fc.stringMatching(pattern);
      // Text of a known kind (dates, times of day) the schema's later checks accept too; strings matching the pattern
      // as well, which those checks may still refuse (2024-02-30).
      return known ? fc.oneof({ arbitrary: known, weight: 4 }, { arbitrary: matching, weight: 1 }) : matching;
    } catch {
      // a pattern fast-check cannot read: plain strings below
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? minLength + 30, minLength + 30));
  const exactMax =
    schema.maxLength !== undefined && schema.maxLength <= 10_000 ? [fc.constant('m'.repeat(schema.maxLength))] : [];
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength }), weight: 5 },
    ...exactMax.map((arbitrary) => ({ arbitrary, weight: 1 })),
  );
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : schema.minimum;
  const high = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : schema.maximum;
  if (integer) {
    const min = Math.max(Math.ceil(low ?? -1_000_000), Number.MIN_SAFE_INTEGER);
    const max = Math.min(Math.floor(high ?? 1_000_000), Number.MAX_SAFE_INTEGER);
    return min > max ? fc.constant(min) : fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
  }
  const min = low ?? -1_000_000;
  const max = high ?? 1_000_000;
  return min > max ? fc.constant(min) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values shaped like the JSON schema (its refinements, such as "not blank", are not known here). */
function valueArb(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    const target = schema.$ref === '#' ? root : root.$defs?.[name];
    return target ? valueArb(target, root, depth + 1) : fc.jsonValue({ maxDepth: 1 });
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueArb(choice, root, depth + 1)));
  if (schema.allOf?.[0]) return valueArb(schema.allOf[0], root, depth + 1);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => valueArb({ ...schema, type }, root, depth)));
  switch (schema.type) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? minLength + 4, minLength + 4));
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => valueArb(item, root, depth + 1)));
      return fc.array(schema.items ? valueArb(schema.items, root, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength,
        maxLength,
      });
    }
  }
  if (schema.type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    const keys = Object.keys(properties);
    const record = fc.record(
      Object.fromEntries(keys.map((key) => [key, valueArb(properties[key] ?? {}, root, depth + 1)])),
      {
        requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)),
      },
    );
    if (keys.length === 0 && typeof schema.additionalProperties === 'object') {
      return fc.dictionary(
        fc.string({ minLength: 1, maxLength: 10 }),
        valueArb(schema.additionalProperties, root, depth + 1),
        { maxKeys: 3 },
      );
    }
    return record;
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/** The property names a schema describes (for objects), to drop or spoil one of them. */
function keysOf(schema: JsonSchema): string[] {
  return Object.keys(schema.properties ?? {});
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};

/** An object broken in one way: a field of the wrong type, a field missing, an unknown field, or not an object at all. */
function brokenObject(
  valid: fc.Arbitrary<unknown>,
  keys: string[],
  junk: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const broken: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(valid, fc.constantFrom(...UNKNOWN_KEYS), junk)
      .map(([value, key, bad]) => ({ ...asObject(value), [key]: bad })),
    junk,
  ];
  if (keys.length) {
    broken.push(
      fc.tuple(valid, fc.constantFrom(...keys), junk).map(([value, key, bad]) => ({ ...asObject(value), [key]: bad })),
      fc.tuple(valid, fc.constantFrom(...keys)).map(([value, key]) => {
        const copy = asObject(value);
        delete copy[key];
        return copy;
      }),
    );
  }
  return fc.oneof(...broken);
}

/** JSON bodies for a body schema: mostly plausible, often broken. */
export function bodyArb(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant({}), junkValue);
  const json = toJsonSchema(schema);
  const valid = valueArb(json, json, 0);
  return fc.oneof(
    { arbitrary: valid, weight: 2 },
    { arbitrary: brokenObject(valid, keysOf(json), junkValue), weight: 3 },
  );
}

/** Text the way it travels in a URL (query values and path parameters are always strings on the server). */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export type Query = Record<string, string | string[]>;

/** Query strings for a query schema (or random ones when the route has none). */
export function queryArb(schema: z.ZodType | undefined): fc.Arbitrary<Query> {
  const junkText = junkValue.map(asText);
  const randomQuery = fc.dictionary(
    fc.constantFrom(...UNKNOWN_KEYS, 'page', 'limit', 'q', 'sort'),
    fc.oneof(junkText, fc.array(junkText, { maxLength: 2 })),
    { maxKeys: 3 },
  );
  if (!schema) return fc.oneof(fc.constant({}), randomQuery).map((value) => normaliseQuery(value));
  const json = toJsonSchema(schema);
  const valid = valueArb(json, json, 0);
  const keys = keysOf(json);
  return fc
    .oneof(
      { arbitrary: valid, weight: 2 },
      { arbitrary: brokenObject(valid, keys, junkText), weight: 3 },
      { arbitrary: randomQuery, weight: 1 },
    )
    .map((value) => normaliseQuery(asObject(value)));
}

/** What the server's query parser will hand to the schema: strings, arrays of two or more strings, no empty arrays. */
function normaliseQuery(value: Record<string, unknown>): Query {
  const query: Query = {};
  for (const [key, raw] of Object.entries(value)) {
    if (Array.isArray(raw)) {
      const items = raw.map((item) => wellFormed(asText(item)));
      if (items.length === 1 && items[0] !== undefined) query[key] = items[0];
      else if (items.length > 1) query[key] = items;
    } else {
      query[key] = wellFormed(asText(raw));
    }
  }
  return query;
}

/** Path parameters for the names in the URL, from the params schema when there is one. */
export function paramsArb(names: string[], schema: z.ZodType | undefined): fc.Arbitrary<Record<string, string>> {
  if (names.length === 0) return fc.constant({});
  const json = schema ? toJsonSchema(schema) : {};
  const properties = json.properties ?? {};
  const one = (name: string) => {
    const valid = properties[name]
      ? valueArb(properties[name], json, 1).map(asText)
      : fc.string({ minLength: 1, maxLength: 20 });
    return fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: junkParam, weight: 3 }).map(wellFormed);
  };
  return fc.record(Object.fromEntries(names.map((name) => [name, one(name)])));
}

/** Replaces lone UTF-16 surrogates, which cannot be written into a URL. */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** A short, readable form of a generated value for failure messages (100 000 character strings included). */
export function describeValue(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'string' && item.length > 80 ? `${item.slice(0, 40)}... (${item.length} characters)` : item,
    ) ?? String(value)
  );
}
