import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';

/** Rows written between two looks at the output: then the loop yields to other requests and waits for the client. */
const ROWS_PER_TURN = 250;
/** Bytes the client may fall behind before writing pauses (backpressure): memory stays bounded for slow clients. */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;

/**
 * Between batches of rows: let other requests run (the XML is built synchronously), and while the client has not
 * read what was already written, wait for it. Returns false when the client is gone.
 */
async function turn(output: PassThrough): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  while (!output.destroyed && output.readableLength + output.writableLength > MAX_PENDING_BYTES) {
    // Whichever comes first; the abort removes the other listeners (none pile up over a long export).
    const stop = new AbortController();
    const wait = (event: string) => once(output, event, { signal: stop.signal }).catch(() => undefined);
    await Promise.race([wait('drain'), wait('close'), new Promise((resolve) => setTimeout(resolve, 100))]);
    stop.abort();
  }
  return !output.destroyed;
}

/**
 * Excel exports. Every cell text goes through `safeCell`: a text beginning with = + - @ (or a tab or carriage
 * return) would be run as a formula by Excel (CSV/formula injection), so it gets a leading single quote.
 */
export function safeCell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const PLAIN_STYLE = {};

/**
 * exceljs, loaded once. Not at start (it adds ~0.45 s to every start of the server); server.ts calls this a moment
 * after the server is ready, so that the first export does not block other requests while the module loads.
 */
export async function preloadExcel() {
  const { default: ExcelJS } = await import('exceljs');
  return ExcelJS;
}

export type Column = { header: string; key: string; width?: number };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One sheet of a workbook: its name, columns, and rows read lazily (a sheet's rows may be made while earlier ones are written). */
export type SheetSource = { name: string; columns: Column[]; rows: () => AsyncIterable<Record<string, unknown>> };

/**
 * Writes a one-sheet workbook with exceljs's streaming writer: rows come from `rows` (an async iterable read in
 * batches), are committed one by one and never held together in memory. Returns the stream to send. Every
 * ROWS_PER_TURN rows the writer yields to the event loop (health checks and other requests stay fast) and pauses
 * while the client lags more than MAX_PENDING_BYTES behind (backpressure); a client that disconnects stops it.
 */
export function streamWorkbook(
  sheetName: string,
  columns: Column[],
  rows: AsyncIterable<Record<string, unknown>>,
  onError: (error: unknown) => void,
): Readable {
  return streamSheets([{ name: sheetName, columns, rows: () => rows }], onError);
}

/** As `streamWorkbook`, with several sheets written one after the other (each sheet's rows are asked for in turn). */
export function streamSheets(sheets: SheetSource[], onError: (error: unknown) => void): Readable {
  const output = new PassThrough();
  void (async () => {
    try {
      const ExcelJS = await preloadExcel();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: output,
        useStyles: true,
        useSharedStrings: false,
      });
      let written = 0;
      for (const source of sheets) {
        const { columns } = source;
        const sheet = workbook.addWorksheet(source.name);
        sheet.columns = columns.map((c) => ({
          header: safeCell(c.header) as string,
          key: c.key,
          width: c.width ?? 18,
        }));
        sheet.getRow(1).font = { bold: true };
        for await (const row of source.rows()) {
          const added = sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, safeCell(row[c.key])])));
          // One style object for every data cell: exceljs finds its style id by identity instead of working it out
          // again for each cell's fresh copy (half the time of a large export).
          added.eachCell({ includeEmpty: true }, (cell) => {
            cell.style = PLAIN_STYLE;
          });
          added.commit();
          written += 1;
          if (written % ROWS_PER_TURN === 0 && !(await turn(output))) return; // the client went away: stop reading
        }
        sheet.commit();
      }
      await workbook.commit();
    } catch (error) {
      onError(error);
      output.destroy(error as Error);
    }
  })();
  return output;
}

/** `attachment` with an ASCII name and its RFC 5987 form, so no header injection is possible. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
