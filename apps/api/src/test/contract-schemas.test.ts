import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_STATUSES, OVERTIME_TYPE_IDS, ROLES } from '@hr/contracts';
import {
  bodySchema,
  type Document,
  objectsOf,
  operationsOf,
  resolve,
  type Schema,
  successSchemas,
  walkSchema,
} from './openapi-walk';
import { createTestApp, type TestApp } from './harness';

/**
 * What a client generated from the document can rely on (docs/api.md "The OpenAPI document"): every answer is
 * closed and typed, ids in bodies start at 1, an edit that needs its version says so. These walk the whole
 * document, so a route added in the usual way is checked too.
 */

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  doc = structuredClone(t.app.swagger()) as unknown as Document;
});
afterAll(() => t?.close());

const requires = (o: Schema, key: string) => ((o.required ?? []) as string[]).includes(key);

/** A schema that says what it holds: a type, a reference, a choice of schemas, or fixed values. */
const typed = (s: Schema) =>
  s.type !== undefined ||
  s.$ref !== undefined ||
  s.enum !== undefined ||
  s.const !== undefined ||
  !!s.anyOf ||
  !!s.oneOf ||
  !!s.allOf;
const open = (s: Schema) =>
  s.additionalProperties === true ||
  (typeof s.additionalProperties === 'object' && Object.keys(s.additionalProperties as object).length === 0);

/** Where a schema is open or untyped (an `unknown`, an `any`, an open record), as `where: why`. */
function looseSpots(root: Schema, at: string): string[] {
  const found: string[] = [];
  walkSchema(
    doc,
    root,
    (s, where) => {
      if (!typed(s)) found.push(`${where}: no type`);
      if (open(s)) found.push(`${where}: open object`);
    },
    at,
  );
  return found;
}

describe('the document declares', () => {
  it('every successful answer closed and typed: no unknown, no open object, no property without a type', () => {
    const loose = operationsOf(doc).flatMap(([name, op]) =>
      successSchemas(op).flatMap(([status, schema]) => looseSpots(schema, `${name} ${status}`)),
    );
    expect(loose).toEqual([]);
    // The check can fail: an open record and an unknown are caught.
    const probe = { type: 'object', properties: { a: {}, b: { type: 'object', additionalProperties: {} } } };
    expect(looseSpots(probe, 'probe')).toEqual(['probe.a: no type', 'probe.b: open object']);
  });

  it('every id sent in a body as at least 1 (not "more than 0", which a client reads as "at least 0")', () => {
    // Specification 002 section 5: an interview row "with no question chosen (-1)": -1 exactly, or an id from 1.
    const sentinelOnPurpose = new Set([
      'POST /api/result-interviews/save/{id}.answers[].question_id minimum undefined',
    ]);
    const loose: string[] = [];
    for (const [name, op] of operationsOf(doc)) {
      const body = bodySchema(op);
      if (!body) continue;
      walkSchema(doc, body, (s, where) => {
        for (const [key, raw] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
          if (!/(^|_)ids?$/.test(key)) continue;
          const numbers = [raw, ...((raw.anyOf ?? []) as Schema[]), (raw.items ?? {}) as Schema].filter(
            (x) => x.type === 'integer' || x.type === 'number',
          );
          for (const n of numbers)
            if (typeof n.minimum !== 'number' || n.minimum < 1)
              loose.push(`${name}${where}.${key} minimum ${n.minimum}`);
        }
      });
    }
    expect(loose.filter((spot) => !sentinelOnPurpose.has(spot))).toEqual([]);
  });

  it('says "at least 1" when an id in a body is 0', async () => {
    const answer = await t.as(ROLES.ICT).post('/api/users/badges', { user_ids: [0] });
    expect(JSON.stringify(answer.refused(400, 'invalid_input').errors)).toContain('at least 1');
  });

  it('the values of a choice the server checks by refinement (a candidate status is one of the statuses)', () => {
    const body = resolve(doc, bodySchema(doc.paths['/api/admin/candidates']!.post!)!);
    const status = resolve(doc, (body.properties as Record<string, Schema>).status!);
    expect(status.enum).toEqual([...CANDIDATE_STATUSES]);
    // The calculator's region and tax type (the server refuses 5 and 7), and the overtime types.
    const calculator = resolve(doc, bodySchema(doc.paths['/api/payroll/calculate']!.post!)!);
    const field = (s: Schema, key: string) => {
      const raw = resolve(doc, (s.properties as Record<string, Schema>)[key]!);
      return ((raw.anyOf as Schema[] | undefined) ?? [raw]).map((x) => resolve(doc, x)).find((x) => x.enum)?.enum;
    };
    expect([field(calculator, 'region'), field(calculator, 'tax_type')]).toEqual([
      [1, 2, 3, 4],
      [1, 2, 3, 4],
    ]);
    const overtime = resolve(doc, (calculator.properties as Record<string, Schema>).overtime!);
    expect(field(resolve(doc, overtime.items as Schema), 'type')).toEqual([...OVERTIME_TYPE_IDS]);
  });

  it('version as required in every edit body that carries it (the server refuses an edit without it)', () => {
    // A dated setting's save adds a version for a new date: there the version is only needed to replace one.
    const optionalOnPurpose = new Set([
      'PUT /api/config/default_salary/update/{id}',
      'PUT /api/config/tax_insurance/update',
      'PUT /api/config/work_schedule/update',
    ]);
    const missing = operationsOf(doc)
      .filter(([name]) => /^(PUT|PATCH) /.test(name) && !optionalOnPurpose.has(name))
      .flatMap(([name, op]) => {
        const body = bodySchema(op);
        if (!body) return [];
        return objectsOf(doc, body)
          .filter((o) => 'version' in (o.properties as object) && !requires(o, 'version'))
          .map(() => name);
      });
    expect(missing).toEqual([]);
    for (const name of optionalOnPurpose) expect(operationsOf(doc).map(([n]) => n)).toContain(name);
  });

  it('one text for a missing version in every area: validation.version_required', async () => {
    const edits = operationsOf(doc).filter(([name, op]) => {
      const body = bodySchema(op);
      // Edits are PUTs here (docs/api.md); a PATCH would need its own call below.
      return /^PUT /.test(name) && !!body && objectsOf(doc, body).some((o) => requires(o, 'version'));
    });
    expect(edits.length).toBeGreaterThan(8);
    const texts = new Map<string, string[]>();
    for (const [name] of edits) {
      const url = (name.split(' ')[1] ?? '').replace(/\{[^}]+\}/g, '1');
      const answer = await t.as(ROLES.ICT).put(url, {});
      texts.set(name, answer.refused(400, 'invalid_input').errors.version ?? []);
    }
    const wrong = [...texts].filter(
      ([, t]) => t.join() !== 'The version of the record you edited is missing. Reload it and try again.',
    );
    expect(wrong).toEqual([]);
  });

  it('read-only every field of a record that a client does not send back (ids, moments, counts, looked-up names)', () => {
    // What some body of the API accepts, by name: such a field of an answer may be sent back.
    const accepted = new Set<string>();
    for (const [, op] of operationsOf(doc)) {
      const body = bodySchema(op);
      if (!body) continue;
      walkSchema(doc, body, (s) => {
        for (const key of Object.keys(s.properties ?? {})) accepted.add(key);
      });
    }
    const writable: string[] = [];
    // A record is an answer object with `version`: what a client edits and sends back.
    const check = (record: Schema, where: string) => {
      for (const [key, raw] of Object.entries((record.properties ?? {}) as Record<string, Schema>)) {
        const p = resolve(doc, raw);
        if (p.readOnly === true || key === 'version') continue;
        if (key === 'id' || !accepted.has(key)) writable.push(`${where}.${key}`);
        else for (const o of objectsOf(doc, p.type === 'array' ? (p.items as Schema) : p)) check(o, `${where}.${key}`);
      }
    };
    for (const [name, op] of operationsOf(doc))
      for (const [, schema] of successSchemas(op))
        walkSchema(doc, schema, (s, where) => {
          if (s.properties && 'version' in (s.properties as object)) check(s, `${name}${where}`);
        });
    expect([...new Set(writable)]).toEqual([]);
    expect(accepted.has('holiday_name')).toBe(true);
  });
});
