import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const FORMAT_MODULE = path.join(SRC, 'lib', 'format.ts');

/** Every source file of the web app (tests aside: they may spell out what a screen shows). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Comments may name a format; only code counts. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** What only lib/format.ts may hold: a date or time format inside a string, or the platform's own formatters. */
const FORBIDDEN: [string, RegExp][] = [
  ['date or time format literal', /(['"`])[^'"`\n]*(YYYY|DD\/MM|MM\/DD|MM-DD|DD-MM|HH:mm|hh:mm|mm:ss)[^'"`\n]*\1/],
  ['toLocale*String', /\.toLocale(Date|Time)?String\s*\(/],
  ['Intl formatter', /\bIntl\s*\.\s*(NumberFormat|DateTimeFormat|RelativeTimeFormat)\b/],
  ['number with a hand-written unit', /\$\{[^}]+\}\s?(%|VND\b)/],
];

/** The places outside lib/format.ts that format a date, a time, money or a number on their own. */
function formattingOutsideModule(files: string[]): string[] {
  return files
    .filter((file) => file !== FORMAT_MODULE)
    .flatMap((file) =>
      withoutComments(fs.readFileSync(file, 'utf8'))
        .split('\n')
        .flatMap((line, index) =>
          FORBIDDEN.filter(([, pattern]) => pattern.test(line)).map(
            ([what]) => `${path.relative(SRC, file)}:${index + 1} ${what}: ${line.trim()}`,
          ),
        ),
    );
}

describe('one display format each (lib/format.ts)', () => {
  it('no date-format literal, toLocaleString or Intl formatter outside lib/format.ts', () => {
    expect(formattingOutsideModule(sources(SRC))).toEqual([]);
  });

  it('the check itself finds each kind (a file written for the test)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'format-check-'));
    try {
      const file = path.join(dir, 'sample.tsx');
      fs.writeFileSync(
        file,
        [
          "const a = day.format('DD/MM/YYYY');",
          'const b = n.toLocaleString();',
          "const c = new Intl.NumberFormat('vi-VN');",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample source holds a template literal
          'const e = `${rate}%`;',
          '// a comment may say YYYY-MM-DD',
          "const d = 'fine';",
        ].join('\n'),
      );
      expect(formattingOutsideModule([file]).map((found) => found.split(' ')[1])).toEqual([
        'date',
        'toLocale*String:',
        'Intl',
        'number',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
