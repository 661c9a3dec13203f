/**
 * Accent folding for name search: every Latin letter with a diacritic (Vietnamese "Nguyễn", "Đức") maps to its
 * base letter, so "nguyen" finds "Nguyễn". The same tables feed the database's generated `users.name_search`
 * column (SQL translate) and `foldText` for what a person types, so both sides fold identically.
 */
function foldingTables(): { from: string; to: string } {
  let from = 'Đđ';
  let to = 'Dd';
  for (const [start, end] of [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ] as const) {
    for (let code = start; code <= end; code++) {
      const char = String.fromCharCode(code);
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      if (base.length === 1 && /[A-Za-z]/.test(base) && base !== char) {
        from += char;
        to += base;
      }
    }
  }
  return { from, to };
}

export const FOLD = foldingTables();

export const foldText = (text: string) =>
  [...text]
    .map((c) => FOLD.to[FOLD.from.indexOf(c)] ?? c)
    .join('')
    .toLowerCase();
