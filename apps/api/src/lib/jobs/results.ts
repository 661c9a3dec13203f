import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Generated names only (never a client's): 128 random bits and the extension of the type. */
const RESULT_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;

/**
 * Result files of jobs (exports, reports), under DATA_DIR/job-results: apart from DATA_DIR/files, so that backups
 * (ops/backup.ts copies files/) do not carry short-lived copies of personal data; they expire with their job row.
 */
export function resultFiles(dataDir: string) {
  const folder = path.join(dataDir, 'job-results');
  const full = (name: string) => (RESULT_NAME.test(name) ? path.join(folder, name) : undefined);
  return {
    /** Writes the stream to a new file; returns its generated name and size. A failed write leaves no file. */
    async save(content: Readable, ext: string): Promise<{ file: string; size: number }> {
      await fs.promises.mkdir(folder, { recursive: true });
      const file = `${randomBytes(16).toString('hex')}.${ext.toLowerCase().replace(/[^a-z0-9]/g, '') || 'bin'}`;
      const target = full(file) as string;
      try {
        await pipeline(content, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await fs.promises.rm(target, { force: true });
        throw error;
      }
      return { file, size: (await fs.promises.stat(target)).size };
    },

    /** A read stream of the file, or undefined when there is none (expired, never written, a forged name). */
    async open(file: string): Promise<{ stream: fs.ReadStream; size: number } | undefined> {
      const target = full(file);
      if (!target) return undefined;
      const stat = await fs.promises.stat(target).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return { stream: fs.createReadStream(target), size: stat.size };
    },

    async remove(file: string): Promise<void> {
      const target = full(file);
      if (target) await fs.promises.rm(target, { force: true });
    },
  };
}
export type ResultFiles = ReturnType<typeof resultFiles>;
