/** A cell's value as an import reads it: formulas are never run (refused), rich text joined, quotes of safeCell undone. */
export type CellValue = string | number | Date | boolean | undefined | { formula: true };

export function plainCell(value: unknown): CellValue {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim();
    // An export writes a text that Excel would run as a formula with a leading quote (excel.ts `safeCell`).
    return text === '' ? undefined : /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
  }
  if (typeof value === 'object') {
    const cell = value as { formula?: unknown; sharedFormula?: unknown; richText?: { text: string }[]; text?: unknown };
    if (cell.formula !== undefined || cell.sharedFormula !== undefined) return { formula: true };
    if (Array.isArray(cell.richText)) return plainCell(cell.richText.map((part) => part.text).join(''));
    if (typeof cell.text === 'string') return plainCell(cell.text); // a hyperlink cell (an e-mail)
  }
  return undefined;
}

/** A sheet as the import reads it: `cells[c]` is column c (1-based, index 0 unused); rows without a value left out. */
export type SheetCells = { columnCount: number; rows: { row: number; cells: CellValue[] }[] };

/**
 * The first sheet of an uploaded .xlsx, read by exceljs (formulas never run: `plainCell`). Runs in the workbook
 * thread (excel.worker.ts; lib/excel.ts `readFirstSheet`): reading 5,000 rows takes a second of CPU, which must not
 * hold the server's event loop. Undefined when the bytes are not a workbook with a sheet.
 */
export async function firstSheetCells(bytes: Uint8Array): Promise<SheetCells | undefined> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return undefined;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return undefined;
  // exceljs counts the columns over every row: once, not per row.
  const columnCount = sheet.columnCount;
  const rows: SheetCells['rows'] = [];
  sheet.eachRow((row, number) => {
    const cells: CellValue[] = [undefined];
    for (let c = 1; c <= columnCount; c += 1) cells.push(plainCell(row.getCell(c).value));
    if (cells.some((cell) => cell !== undefined)) rows.push({ row: number, cells });
  });
  return { columnCount, rows };
}
