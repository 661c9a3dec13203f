import { performance } from 'node:perf_hooks';

/**
 * `count` requests spread over `clients` loops, each loop sending its next request when its previous one answered
 * (a closed loop: the load is `clients` requests in flight, never more). `request` gets the request's number.
 */
export async function load<T>(
  clients: number,
  count: number,
  request: (index: number) => Promise<T>,
): Promise<{ results: T[]; wallMs: number }> {
  const results: T[] = [];
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (issued < count) results.push(await request(issued++));
    }),
  );
  return { results, wallMs: performance.now() - started };
}
