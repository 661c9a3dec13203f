import pg from 'pg';

/** Why the database did not answer, in words an operator can act on (never the password or the full URL). */
export function databaseProblem(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (code === 'ETIMEDOUT') return 'timed out';
  if (code === '57P03') return 'the database is starting up';
  if (code === '57P01' || code === '57P02') return 'the database was shut down';
  if (code === '28P01' || code === '28000') return 'authentication failed';
  if (code === '3D000') return 'the database does not exist';
  if (error instanceof Error && /timeout/i.test(error.message)) return 'timed out';
  return code ? `database error ${code}` : 'unreachable';
}

/** Where a URL points, without user or password: host:port/database. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return '(an invalid URL)';
  }
}

/** Connects once before anything else, so that a wrong DATABASE_URL stops the start with one clear line. */
export async function assertConnectable(url: string, timeoutMs = 10_000): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(`DATABASE_URL cannot connect to ${describeUrl(url)}: ${databaseProblem(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
