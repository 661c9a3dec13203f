import { describe, expect } from 'vitest';
import { formatStragglers } from '../support/formats';
import { test } from '../support/browser';

/**
 * The format check of every walked screen (support/formats.ts, called by checkScreen) finds each straggler the
 * review met, and leaves the one formats of lib/format.ts alone. Read from a page in the browser, as the walk does.
 */
describe('the one-format check', () => {
  test('finds amounts, rates and dates shown another way, and nothing in the one formats', async ({ page }) => {
    await page.setContent(`<main>
      <p>Lương 1.000.000 VND, 17,5%, 1,5, 2026/05/01, 2026/05/01 08:05:09, 08:05, IP 127.0.0.1, v2</p>
      <p id="bad">50,600,000</p><p>Tỷ lệ 1,5 %</p><p>at most 0.5%</p><p>12000000 VND</p>
      <p>2026-05-01</p><p>01/05/2026</p><p>2026年5月1日</p>
      <div class="ant-input-number"><input value="50600000"></div>
      <input placeholder="0.5">
    </main>`);
    const found = await formatStragglers(page);
    expect(found.map((line) => line.replace(/ in ".*$/, ''))).toEqual([
      'thousands grouped with commas: "50,600,000"',
      'decimal point: "0.5"',
      'space before %: "5 %"',
      'amount without grouping: "12000000 VND"',
      'ISO or dashed date: "2026-05-01"',
      'day-first or month-first date: "01/05/2026"',
      'written-out date: "2026年5月1日"',
      'decimal point: "0.5"',
      'amount without grouping in a number box: "50600000"',
    ]);
  });
});
