import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness';
import { fuzzRoute, LISTED_TWICE, NOT_FUZZED, ROUTE_FILES, RUNS, setUp, writeRoutes } from './write-fuzz';

// Part 1 of the write fuzz (write-fuzz.ts), and the check that every write route is fuzzed or excluded.
let t: TestApp;
beforeAll(async () => {
  t = await setUp();
});
afterAll(() => t?.close());

describe('write routes of the app', () => {
  it('each is fuzzed or listed, with its reason, as not fuzzed', () => {
    const forgotten = writeRoutes(t.routes).filter((name) => !(name in ROUTE_FILES) && !(name in NOT_FUZZED));
    expect(forgotten, 'write routes neither fuzzed nor in NOT_FUZZED').toEqual([]);
  });
  it('the lists name only routes the app has, none twice', () => {
    const all = writeRoutes(t.routes);
    expect(Object.keys(ROUTE_FILES).filter((name) => !all.includes(name))).toEqual([]);
    expect(Object.keys(NOT_FUZZED).filter((name) => !all.includes(name))).toEqual([]);
    expect(Object.keys(ROUTE_FILES).filter((name) => name in NOT_FUZZED)).toEqual([]);
    expect(LISTED_TWICE, 'routes with cases in two areas').toEqual([]);
  });
});

const mine = Object.keys(ROUTE_FILES).filter((name) => ROUTE_FILES[name] === 1);
describe(`write routes, ${RUNS} generated requests each, on a seeded database (part 1)`, () => {
  it.each(mine)('%s', { timeout: 600_000 }, (name) => fuzzRoute(name));
});
