import { once } from 'node:events';
import type { Readable } from 'node:stream';

/** Bytes the reader may fall behind before drawing pauses: memory stays bounded for a slow client. */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;

/**
 * Between two pieces of drawing (a badge, a table's rows): lets other requests run (drawing is synchronous), and
 * while the reader has not taken what was already written, waits for it. Returns false once the output is gone
 * (the client went away): the caller stops drawing.
 */
export async function breathe(output: Readable): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  while (!output.destroyed && output.readableLength > MAX_PENDING_BYTES) {
    // A Readable says nothing when its reader catches up (and a 'data' listener would unpause it): look again
    // after a moment, or stop at once when it closes. The abort removes the listener, so none pile up.
    const stop = new AbortController();
    await Promise.race([
      once(output, 'close', { signal: stop.signal }).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 50)),
    ]);
    stop.abort();
  }
  return !output.destroyed;
}
