import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { Column, WriterMessage } from './excel';
import { safeCell } from './excel';

/**
 * The workbook writer's thread (lib/excel.ts `streamSheets` sends it sheets and rows, it sends back the file's
 * bytes): exceljs builds an object per cell and its XML synchronously, seconds for a large export, so that work runs
 * here and never holds the server's event loop. One workbook at a time; the thread is kept for the next one.
 */
const port = parentPort!;
const PLAIN_STYLE = {};

type Writer = { workbook: ExcelJS.stream.xlsx.WorkbookWriter; sheet?: ExcelJS.Worksheet };
let writer: Writer | undefined;

/** Bytes gathered before they go to the main thread (the zip writes many small pieces: headers, descriptors). */
const CHUNK_BYTES = 64 * 1024;

function start(): Writer {
  let pieces: Buffer[] = [];
  let size = 0;
  // Copied out of their (pooled) buffers into one, which is moved to the main thread, not cloned.
  const flush = () => {
    if (size === 0) return;
    const bytes = new Uint8Array(Buffer.concat(pieces, size));
    port.postMessage({ type: 'data', bytes }, [bytes.buffer]);
    pieces = [];
    size = 0;
  };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pieces.push(chunk);
      size += chunk.length;
      if (size >= CHUNK_BYTES) flush();
      done();
    },
    final(done) {
      flush();
      done();
    },
  });
  return { workbook: new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false }) };
}

function addSheet(current: Writer, name: string, columns: Column[]) {
  current.sheet?.commit();
  const sheet = current.workbook.addWorksheet(name);
  sheet.columns = columns.map((c) => ({ header: safeCell(c.header) as string, key: c.key, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  current.sheet = sheet;
}

function addRows(sheet: ExcelJS.Worksheet, rows: unknown[][]) {
  for (const values of rows) {
    const added = sheet.addRow(values.map(safeCell));
    // One style object for every data cell: exceljs finds its style id by identity instead of working it out again
    // for each cell's fresh copy (half the time of a large export).
    added.eachCell({ includeEmpty: true }, (cell) => {
      cell.style = PLAIN_STYLE;
    });
    added.commit();
  }
}

port.on('message', async (message: WriterMessage) => {
  try {
    switch (message.type) {
      case 'start':
        writer = start();
        break;
      case 'sheet':
        addSheet(writer!, message.name, message.columns);
        break;
      case 'rows':
        addRows(writer!.sheet!, message.rows);
        port.postMessage({ type: 'ack' });
        break;
      case 'end':
        writer!.sheet?.commit();
        await writer!.workbook.commit();
        writer = undefined;
        port.postMessage({ type: 'done' });
        break;
    }
  } catch (error) {
    port.postMessage({
      type: 'error',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
