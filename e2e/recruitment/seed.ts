import { candidateBody } from '../../apps/api/src/test/factories/candidate';
import { adminApi, runTag } from '../support/antd';

/** A PDF by its first bytes (the server checks the type by content and extension). */
export const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A candidate made through the API (the factory's valid body), unique across test files. */
export async function seedCandidate(overrides: Record<string, unknown> = {}): Promise<{ id: number; name: string }> {
  const name = `Phạm Thu ${runTag()}`;
  const body = candidateBody({ name, email: `cand.${runTag(4)}@e2e.example`, ...overrides });
  const created = await adminApi<{ id: number }>('POST', 'admin/candidates', body);
  return { id: created.id, name };
}
