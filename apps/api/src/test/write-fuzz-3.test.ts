import { afterAll, beforeAll, describe, it } from 'vitest';
import type { TestApp } from './harness';
import { fuzzRoute, ROUTE_FILES, RUNS, setUp } from './write-fuzz';

// Part 3 of the write fuzz (write-fuzz.ts); write-fuzz.test.ts checks that every write route is covered.
let t: TestApp;
beforeAll(async () => {
  t = await setUp();
});
afterAll(() => t?.close());

const mine = Object.keys(ROUTE_FILES).filter((name) => ROUTE_FILES[name] === 3);
describe(`write routes, ${RUNS} generated requests each, on a seeded database (part 3)`, () => {
  it.each(mine)('%s', { timeout: 600_000 }, (name) => fuzzRoute(name));
});
