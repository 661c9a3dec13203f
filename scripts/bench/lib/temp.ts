import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A fresh temporary folder. It is world-readable (0755) because, when the benchmarks run as root, the embedded
 * PostgreSQL runs as the `postgres` user and must reach DATA_DIR/pg.
 */
export async function makeTempDir(label: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `hr-bench-${label}-`));
  await fs.chmod(dir, 0o755);
  return dir;
}

export async function removeDir(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true, maxRetries: 3 });
}
