import { parentPort } from 'node:worker_threads';
import type { WriterMessage } from './excel';
import { safeCell } from './excel';
import { firstSheetCells } from './xlsx-reader';
import { xlsxWriter } from './xlsx-writer';

/**
 * The workbook thread (lib/excel.ts `streamSheets` sends it sheets and rows, it sends back the file's bytes;
 * `readFirstSheet` sends it an uploaded file, it sends back the first sheet's cells): building the XML of a large
 * export and zipping it, or parsing an upload, takes seconds, so that work runs here and never holds the server's
 * event loop. One workbook at a time; the thread is kept for the next one.
 */
const port = parentPort!;
/** Bytes gathered before they go to the main thread (the zip writes many small pieces: headers, descriptors). */
const CHUNK_BYTES = 64 * 1024;

let pieces: Buffer[] = [];
let size = 0;
// Copied out of their (pooled) buffers into one, which is moved to the main thread, not cloned.
function flush() {
  if (size === 0) return;
  const bytes = new Uint8Array(Buffer.concat(pieces, size));
  port.postMessage({ type: 'data', bytes }, [bytes.buffer]);
  pieces = [];
  size = 0;
}
function emit(bytes: Buffer) {
  pieces.push(bytes);
  size += bytes.length;
  if (size >= CHUNK_BYTES) flush();
}

let writer: Awaited<ReturnType<typeof xlsxWriter>> | undefined;

async function handle(message: WriterMessage) {
  switch (message.type) {
    case 'preload':
      await import('exceljs');
      break;
    case 'read':
      port.postMessage({ type: 'sheet', sheet: await firstSheetCells(message.bytes) });
      break;
    case 'start':
      writer = await xlsxWriter(message.sheets, emit);
      break;
    case 'sheet':
      await writer!.sheet(
        message.columns,
        message.columns.map((c) => safeCell(c.header)),
      );
      break;
    case 'rows':
      await writer!.rows((JSON.parse(message.json) as unknown[][]).map((values) => values.map(safeCell)));
      port.postMessage({ type: 'ack' });
      break;
    case 'end':
      await writer!.end();
      writer = undefined;
      flush();
      port.postMessage({ type: 'done' });
      break;
  }
}

// One message after the other: a batch of rows waits while zlib takes in the previous one.
let queue = Promise.resolve();
port.on('message', (message: WriterMessage) => {
  queue = queue
    .then(() => handle(message))
    .catch((error: unknown) => {
      port.postMessage({
        type: 'error',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    });
});
