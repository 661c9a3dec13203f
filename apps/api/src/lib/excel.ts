import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import { startThread } from './threads';
import type { SheetCells } from './xlsx-reader';

/** Rows sent to the writer's thread in one message (the main thread shapes the next batch meanwhile). */
const ROWS_PER_BATCH = 500;
/** Bytes the client may fall behind before writing pauses (backpressure): memory stays bounded for slow clients. */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;

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

export type Column = { header: string; key: string; width?: number };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One sheet of a workbook: its name, columns, and rows read lazily (a sheet's rows may be made while earlier ones are written). */
export type SheetSource = { name: string; columns: Column[]; rows: () => AsyncIterable<Record<string, unknown>> };

type Cell = string | number | null;
/** A value as the sheet holds it: a number, or its text (formula-like texts are quoted in the thread: safeCell). */
const cellOf = (value: unknown): Cell =>
  typeof value === 'string' || typeof value === 'number'
    ? value
    : value === null || value === undefined
      ? null
      : String(value);

/**
 * What the workbook thread (excel.worker.ts) is sent: for a workbook to write, in this order: start, (sheet, rows*)+,
 * end; or a workbook to read (`read`, answered by `sheet`); `preload` loads exceljs there before the first read.
 */
export type WriterMessage =
  | { type: 'preload' }
  | { type: 'read'; bytes: Uint8Array }
  | { type: 'start'; sheets: string[] }
  | { type: 'sheet'; columns: Column[] }
  /** Rows as JSON text (arrays of values in the columns' order): cheaper to send than the arrays themselves. */
  | { type: 'rows'; json: string }
  | { type: 'end' };
/**
 * What it answers: the file's bytes as they are zipped, a batch of rows written, the file complete, a failure; the
 * sheet read (undefined: not a workbook).
 */
type WriterAnswer =
  | { type: 'sheet'; sheet: SheetCells | undefined }
  | { type: 'data'; bytes: Uint8Array }
  | { type: 'ack' }
  | { type: 'done' }
  | { type: 'error'; message: string };

const startWorker = () => startThread('excel.worker', new URL('./excel.worker.ts', import.meta.url));

/** A workbook thread waiting for the next workbook (more start while several are written or read; one is kept). */
const idle: Worker[] = [];

function takeWorker(): Worker {
  let worker = idle.pop();
  if (!worker) {
    const started = startWorker();
    // A thread that ended while waiting is never handed out.
    started.once('exit', () => {
      const at = idle.indexOf(started);
      if (at >= 0) idle.splice(at, 1);
    });
    worker = started;
  }
  worker.ref();
  return worker;
}

/** A thread done with its workbook waits for the next one (one is kept, the others end). */
function releaseWorker(worker: Worker) {
  worker.unref();
  if (idle.length === 0) idle.push(worker);
  else void worker.terminate();
}

/**
 * Starts a workbook thread now (server.ts, a moment after start), not inside the first export, and loads exceljs
 * there (about 0.4 s) for the first import to read with.
 */
export function preloadWorkbookThread() {
  if (idle.length > 0) return;
  const worker = takeWorker();
  worker.postMessage({ type: 'preload' } satisfies WriterMessage);
  releaseWorker(worker);
}

/**
 * One workbook written by a writer thread into `output`: rows are sent in batches, at most one batch ahead of what
 * the thread has written, and not while the client lags more than MAX_PENDING_BYTES behind.
 */
function workbookWriter(output: PassThrough, sheetNames: string[]) {
  const worker = takeWorker();
  let inFlight = 0;
  let done = false;
  let failure: Error | undefined;
  let wake = () => {};
  const onMessage = (answer: WriterAnswer) => {
    if (answer.type === 'data') {
      if (!output.destroyed)
        output.write(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.length));
    } else if (answer.type === 'ack') inFlight -= 1;
    else if (answer.type === 'done') done = true;
    else if (answer.type === 'error') failure = new Error(`the workbook writer failed: ${answer.message}`);
    wake();
  };
  const onError = (error: Error) => {
    failure = error;
    wake();
  };
  const onExit = (code: number) => {
    failure ??= new Error(`the workbook writer stopped (exit code ${code})`);
    wake();
  };
  worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  const until = async (condition: () => boolean) => {
    while (!failure && !condition()) await new Promise<void>((resolve) => (wake = resolve));
    if (failure) throw failure;
  };
  const send = (message: WriterMessage) => worker.postMessage(message);
  const detach = () => {
    worker.off('message', onMessage).off('error', onError).off('exit', onExit);
  };
  send({ type: 'start', sheets: sheetNames });
  return {
    sheet: (columns: Column[]) => send({ type: 'sheet', columns }),
    /** Sends a batch; false when the client is gone (the writer is stopped). */
    async rows(rows: Cell[][]): Promise<boolean> {
      send({ type: 'rows', json: JSON.stringify(rows) });
      inFlight += 1;
      await until(() => inFlight <= 1);
      // Other requests get their turn between two batches even when the thread keeps up (the wait above then ends at
      // once): a read of 3,000 rows is otherwise shaped and sent in one go, tens of milliseconds on a busy machine.
      await new Promise<void>((resolve) => setImmediate(resolve));
      while (!output.destroyed && output.readableLength + output.writableLength > MAX_PENDING_BYTES) {
        // Whichever comes first; the abort removes the other listeners (none pile up over a long export).
        const stop = new AbortController();
        const wait = (event: string) => once(output, event, { signal: stop.signal }).catch(() => undefined);
        await Promise.race([wait('drain'), wait('close'), new Promise((resolve) => setTimeout(resolve, 100))]);
        stop.abort();
      }
      return !output.destroyed;
    },
    /** Finishes the file; the thread waits for the next workbook. */
    async end() {
      send({ type: 'end' });
      await until(() => done);
      detach();
      releaseWorker(worker);
    },
    /** Stops the thread mid-workbook (a failure, a client gone): it is not used again. */
    stop() {
      detach();
      void worker.terminate();
    },
  };
}

/**
 * Writes a one-sheet workbook in a writer thread (excel.worker.ts, xlsx-writer.ts): rows come from `rows` (an async
 * iterable read in batches) and are never held together in memory. Returns the stream to send. The thread builds
 * the XML and zips it, so health checks and other requests stay fast; writing pauses while the client lags behind
 * (backpressure), and a client that disconnects stops it.
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
    let writer: ReturnType<typeof workbookWriter> | undefined;
    try {
      writer = workbookWriter(
        output,
        sheets.map((s) => s.name),
      );
      for (const { columns, rows } of sheets) {
        writer.sheet(columns);
        let batch: Cell[][] = [];
        for await (const row of rows()) {
          batch.push(columns.map((c) => cellOf(row[c.key])));
          if (batch.length < ROWS_PER_BATCH) continue;
          if (!(await writer.rows(batch))) return writer.stop(); // the client went away: stop reading
          batch = [];
        }
        if (batch.length > 0 && !(await writer.rows(batch))) return writer.stop();
      }
      await writer.end();
      output.end();
    } catch (error) {
      writer?.stop();
      onError(error);
      output.destroy(error as Error);
    }
  })();
  return output;
}

/**
 * The first sheet of an uploaded .xlsx (xlsx-reader.ts), read in a workbook thread so that the event loop stays free
 * while exceljs parses it; undefined when the bytes are not a workbook.
 */
export async function readFirstSheet(bytes: Buffer): Promise<SheetCells | undefined> {
  const worker = takeWorker();
  let onMessage = (_answer: WriterAnswer) => {};
  let onError = (_error: Error) => {};
  let onExit = (_code: number) => {};
  try {
    const sheet = await new Promise<SheetCells | undefined>((resolve, reject) => {
      onMessage = (answer) => {
        if (answer.type === 'sheet') resolve(answer.sheet);
        else reject(new Error(`the workbook reader failed: ${answer.type === 'error' ? answer.message : answer.type}`));
      };
      onError = reject;
      onExit = (code) => reject(new Error(`the workbook reader stopped (exit code ${code})`));
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      // A copy of its own, moved to the thread (the upload's buffer may share memory with others).
      const copy = new Uint8Array(bytes);
      worker.postMessage({ type: 'read', bytes: copy } satisfies WriterMessage, [copy.buffer]);
    });
    worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    releaseWorker(worker);
    return sheet;
  } catch (error) {
    worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    void worker.terminate();
    throw error;
  }
}

/** `attachment` with an ASCII name and its RFC 5987 form, so no header injection is possible. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
