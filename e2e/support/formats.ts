import type { Page } from 'playwright-core';

/**
 * Values shown in a format other than the one of apps/web/src/lib/format.ts (docs/web-parts.md): money
 * "1.000.000 VND", rates "17,5%", decimals "1,5", dates YYYY/MM/DD. Each pattern is a way a straggler looked when a
 * screen printed a value itself (the English grouping, a dot or a space before "%", digits before VND, another date
 * order). Read in the page's visible text and in its text boxes' placeholders and values.
 */
const STRAGGLERS: { kind: string; pattern: RegExp }[] = [
  { kind: 'thousands grouped with commas', pattern: /(?<![\w.,])\d{1,3}(?:,\d{3})+(?![\d,])/g },
  { kind: 'decimal point', pattern: /(?<![\w.,:/-])\d+\.\d{1,2}(?![\w.])/g },
  { kind: 'space before %', pattern: /\d\s+%/g },
  { kind: 'amount without grouping', pattern: /(?<![\w.,])\d{4,}\s*(?:VND|₫|đ)(?!\w)/g },
  { kind: 'ISO or dashed date', pattern: /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/g },
  { kind: 'day-first or month-first date', pattern: /(?<!\d)\d{1,2}[/.-]\d{1,2}[/.-]\d{4}(?!\d)/g },
  { kind: 'written-out date', pattern: /\d{4}年\d{1,2}月\d{1,2}日/g },
];

/** The stragglers in one text, each with a little of its surroundings. */
export function stragglersIn(text: string): string[] {
  return STRAGGLERS.flatMap(({ kind, pattern }) =>
    [...text.matchAll(pattern)].map((match) => {
      const at = match.index ?? 0;
      const around = text.slice(Math.max(0, at - 30), at + match[0].length + 30).replace(/\s+/g, ' ');
      return `${kind}: "${match[0]}" in "…${around}…"`;
    }),
  );
}

/**
 * What on the screen is shown in another format: its visible text, the placeholders and values of its text boxes,
 * and a number box showing five or more bare digits (an amount without moneyInputProps).
 */
export async function formatStragglers(page: Page): Promise<string[]> {
  const { texts, bareNumbers } = await page.evaluate(() => {
    const boxes = Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
    ).filter((box) => box.type !== 'hidden' && box.getBoundingClientRect().width > 0);
    return {
      texts: [document.body.innerText, ...boxes.flatMap((box) => [box.placeholder, box.value])].filter(Boolean),
      bareNumbers: boxes
        .filter((box) => box.closest('.ant-input-number') && /^\d{5,}$/.test(box.value))
        .map((box) => box.value),
    };
  });
  return [
    ...texts.flatMap(stragglersIn),
    ...bareNumbers.map((value) => `amount without grouping in a number box: "${value}"`),
  ];
}
