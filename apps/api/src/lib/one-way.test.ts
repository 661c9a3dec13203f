import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way to do each thing, beyond the module boundaries (boundaries.test.ts): these tests read the source as
 * text, so a second date schema or a second unique-violation parser fails the moment it is written.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const CONTRACTS = path.resolve(SRC, '../../../packages/contracts/src');

/** Every non-test TypeScript source under a folder, as [path relative to it, text]. */
function sources(root: string): [string, string][] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'migrations' ? [] : walk(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  return walk(root).map((file) => [path.relative(root, file), fs.readFileSync(file, 'utf8')]);
}

/** A regular expression of a full date: four digits of a year written as `\d{4}` (or `[0-9]{4}`). */
const DATE_REGEX = /\\d\{4\}|\[0-9\]\{4\}/;

describe('one way', () => {
  it('dates are checked by isoDate (contracts/dates.ts) only: no other date regex in the contracts', () => {
    const files = sources(CONTRACTS);
    expect(files.length).toBeGreaterThan(10);
    const others = files.filter(([file, text]) => file !== 'dates.ts' && DATE_REGEX.test(text)).map(([f]) => f);
    expect(others).toEqual([]);
    // The check can fail: dates.ts itself holds the one regex.
    expect(files.some(([file, text]) => file === 'dates.ts' && DATE_REGEX.test(text))).toBe(true);
  });

  it('unique violations are read by lib/errors.ts uniqueViolation only: 23505 appears nowhere else', () => {
    const files = sources(SRC);
    const others = files.filter(([file, text]) => file !== 'lib/errors.ts' && text.includes('23505')).map(([f]) => f);
    expect(others).toEqual([]);
    expect(files.some(([file, text]) => file === 'lib/errors.ts' && text.includes('23505'))).toBe(true);
  });

  it('a change to a payroll-locked month is refused by settings.api.ts monthLockedError only', () => {
    const files = sources(SRC);
    const KEY = 'errors.payroll_month_locked';
    const others = files.filter(([file, text]) => file !== 'modules/settings/settings.api.ts' && text.includes(KEY));
    expect(others.map(([f]) => f)).toEqual([]);
    expect(files.some(([file, text]) => file === 'modules/settings/settings.api.ts' && text.includes(KEY))).toBe(true);
  });

  it('whether mails go out is decided by mail/delivery.ts hasMailServer only: SMTP_URL is read nowhere else', () => {
    const files = sources(SRC);
    const READ = /\.SMTP_URL\b/;
    const others = files.filter(([file, text]) => file !== 'modules/mail/delivery.ts' && READ.test(text));
    expect(others.map(([f]) => f)).toEqual([]);
    expect(files.some(([file, text]) => file === 'modules/mail/delivery.ts' && text.includes('hasMailServer'))).toBe(
      true,
    );
  });
});
