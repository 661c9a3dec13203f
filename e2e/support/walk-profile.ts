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

const counters = { loads: 0, signIns: 0, checks: 0, checkMs: 0 };
const timings: PartTiming[] = [];
const watched = new WeakSet<Page>();

/** Counts the page's document loads from now on. */
export function watchLoads(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  page.on('load', () => {
    counters.loads += 1;
  });
}

export function countSignIn(): void {
  counters.signIns += 1;
}

/** Adds one screen check of `ms` milliseconds (support/axe.ts checkScreen). */
export function countCheck(ms: number): void {
  counters.checks += 1;
  counters.checkMs += ms;
}

/** Runs one part of the walk and records its time and counts. */
export async function timed<T>(part: string, combination: string, run: () => Promise<T>): Promise<T> {
  const start = { ...counters, at: Date.now() };
  try {
    return await run();
  } finally {
    timings.push({
      part,
      combination,
      seconds: Math.round((Date.now() - start.at) / 100) / 10,
      loads: counters.loads - start.loads,
      signIns: counters.signIns - start.signIns,
      checks: counters.checks - start.checks,
      checkSeconds: Math.round((counters.checkMs - start.checkMs) / 100) / 10,
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
