import type { Readable, Writable } from 'node:stream';

/**
 * The backup file format (docs/operations.md): gzip around a byte stream that starts with the line `HRBACKUP\n`,
 * followed by frames. Each frame is one type byte, a 4-byte big-endian length and that many bytes:
 *
 * - `M` the manifest (JSON, first frame): format version, app version, migration level, tables, row counts, time
 * - `T` a table begins (JSON `{ name, columns }`), then `D` frames (PostgreSQL COPY text), then `E` (JSON `{ rows }`)
 * - `F` an uploaded file begins (JSON `{ path, size }`), then `D` frames (its bytes), then `E`
 * - `Z` the end (JSON `{ tables, files }`); a file without it was cut short and is refused.
 *
 * gzip's own checksum is verified at the end of the stream, so a damaged file fails before the restore commits.
 */
export const MAGIC = Buffer.from('HRBACKUP\n');
export const FORMAT_VERSION = 1;
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
/** Largest data frame written; a frame announcing more than this (plus slack for JSON) means a damaged file. */
export const MAX_CHUNK = 256 * 1024;
const MAX_FRAME = 16 * 1024 * 1024;

export type FrameType = 'M' | 'T' | 'D' | 'E' | 'F' | 'Z';
export type Frame = { type: FrameType; payload: Buffer };

export type Manifest = {
  format: 'hr-backup';
  format_version: number;
  app_version: string;
  created_at: string;
  /** The applied migrations (drizzle's journal `when` of each, in order) and the tag of the last one. */
  migrations: { count: number; last_created_at: number; last_tag: string | null; created_at: number[] };
  tables: { name: string; rows: number }[];
  sequences: { name: string; table: string; column: string; last_value: string; is_called: boolean }[];
  files: number;
};

export class BackupFormatError extends Error {}

/** Writes frames into `out` (the gzip stream), waiting whenever it asks to (backpressure). */
export function frameWriter(out: Writable) {
  const write = async (buffer: Buffer) => {
    if (!out.write(buffer)) await new Promise<void>((resolve) => out.once('drain', resolve));
  };
  const frame = async (type: FrameType, payload: Buffer) => {
    const head = Buffer.alloc(5);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(payload.length, 1);
    await write(head);
    if (payload.length > 0) await write(payload);
  };
  return {
    magic: () => write(MAGIC),
    frame,
    json: (type: FrameType, value: unknown) => frame(type, Buffer.from(JSON.stringify(value))),
    /** Any amount of bytes, as data frames of at most MAX_CHUNK. */
    data: async (bytes: Buffer) => {
      for (let at = 0; at < bytes.length; at += MAX_CHUNK) await frame('D', bytes.subarray(at, at + MAX_CHUNK));
    },
  };
}

/** Whether the first bytes of a file are gzip's (a backup file is always gzip). */
export function looksGzipped(head: Buffer): boolean {
  return head.subarray(0, 2).equals(GZIP_MAGIC);
}

/** Reads the frames of an already gunzipped stream, one at a time (the consumer's pace is the reading pace). */
export async function* readFrames(input: Readable): AsyncGenerator<Frame> {
  let buffer: Buffer = Buffer.alloc(0);
  let magicSeen = false;
  const iterator = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const fill = async (needed: number): Promise<boolean> => {
    while (buffer.length < needed) {
      const next = await iterator.next();
      if (next.done) return false;
      buffer = buffer.length === 0 ? next.value : Buffer.concat([buffer, next.value]);
    }
    return true;
  };
  try {
    if (!(await fill(MAGIC.length)) || !buffer.subarray(0, MAGIC.length).equals(MAGIC)) {
      throw new BackupFormatError('the file is not a backup of this app (no HRBACKUP header)');
    }
    magicSeen = true;
    buffer = buffer.subarray(MAGIC.length);
    while (magicSeen) {
      if (!(await fill(5))) {
        if (buffer.length === 0) return;
        throw new BackupFormatError('the backup file is cut short');
      }
      const type = String.fromCharCode(buffer[0] as number) as FrameType;
      const length = buffer.readUInt32BE(1);
      if (!'MTDEFZ'.includes(type) || length > MAX_FRAME) throw new BackupFormatError('the backup file is damaged');
      if (!(await fill(5 + length))) throw new BackupFormatError('the backup file is cut short');
      const payload = Buffer.from(buffer.subarray(5, 5 + length));
      buffer = buffer.subarray(5 + length);
      yield { type, payload };
    }
  } finally {
    // Stopped early (a refusal, a failed load): close the file.
    await iterator.return?.();
  }
}

export function parseJson<T>(frame: Frame | undefined, type: FrameType): T {
  if (!frame || frame.type !== type) throw new BackupFormatError('the backup file is damaged (unexpected frame)');
  try {
    return JSON.parse(frame.payload.toString('utf8')) as T;
  } catch {
    throw new BackupFormatError('the backup file is damaged (unreadable frame)');
  }
}
