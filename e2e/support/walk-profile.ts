import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Where the screen walk's time goes (docs/testing.md, issue 26): per part of the walk (an area) and combination
 * (language and width), its seconds, page loads (a document loaded: `page.goto`, a reload), sign-ins and screen
 * checks (support/axe.ts checkScreen, with their own seconds). Printed at the end of the walk and written to
 * .test-results/e2e/walk-profile.json, so a run's log says which area grew.
 */

export type PartTiming = {
  part: string;
  combination: string;
  seconds: number;
  loads: number;
  signIns: number;
  checks: number;
  checkSeconds: number;
};

type Counters = { loads: number; signIns: number; checks: number; checkMs: number };
const timings: PartTiming[] = [];
/** Per page: the walk runs two pages at once. */
const pages = new WeakMap<Page, Counters>();

function counters(page: Page): Counters {
  let found = pages.get(page);
  if (!found) {
    const created = { loads: 0, signIns: 0, checks: 0, checkMs: 0 };
    page.on('load', () => {
      created.loads += 1;
    });
    pages.set(page, created);
    found = created;
  }
  return found;
}

/** Counts the page's document loads from now on. */
export function watchLoads(page: Page): void {
  counters(page);
}

export function countSignIn(page: Page): void {
  counters(page).signIns += 1;
}

/** Adds one screen check of `ms` milliseconds (support/axe.ts checkScreen). */
export function countCheck(page: Page, ms: number): void {
  counters(page).checks += 1;
  counters(page).checkMs += ms;
}

/** Runs one part of the walk on `page` and records its time and counts. */
export async function timed<T>(page: Page, part: string, combination: string, run: () => Promise<T>): Promise<T> {
  const now = counters(page);
  const start = { ...now, at: Date.now() };
  try {
    return await run();
  } finally {
    timings.push({
      part,
      combination,
      seconds: Math.round((Date.now() - start.at) / 100) / 10,
      loads: now.loads - start.loads,
      signIns: now.signIns - start.signIns,
      checks: now.checks - start.checks,
      checkSeconds: Math.round((now.checkMs - start.checkMs) / 100) / 10,
    });
  }
}

/** Prints the table (part by combination, and the totals per part) and writes it as JSON beside the screenshots. */
export function reportTimings(name: string): void {
  if (timings.length === 0) return;
  const parts = [...new Set(timings.map((timing) => timing.part))];
  const combinations = [...new Set(timings.map((timing) => timing.combination))];
  const cell = (part: string, combination: string) =>
    timings
      .filter((timing) => timing.part === part && timing.combination === combination)
      .reduce((sum, timing) => sum + timing.seconds, 0);
  const sum = (part: string, key: 'seconds' | 'loads' | 'signIns' | 'checks' | 'checkSeconds') =>
    timings.filter((timing) => timing.part === part).reduce((total, timing) => total + timing[key], 0);
  const lines = [
    ['part', ...combinations, 'total s', 'loads', 'sign-ins', 'checks', 'check s'].join('\t'),
    ...parts.map((part) =>
      [
        part,
        ...combinations.map((combination) => cell(part, combination).toFixed(1)),
        sum(part, 'seconds').toFixed(1),
        sum(part, 'loads'),
        sum(part, 'signIns'),
        sum(part, 'checks'),
        sum(part, 'checkSeconds').toFixed(1),
      ].join('\t'),
    ),
  ];
  console.log(`[e2e] ${name}: seconds per part and combination\n${lines.join('\n')}`);
  const dir = inject('e2eResultsDir');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}-profile.json`), `${JSON.stringify(timings, null, 2)}\n`);
}
