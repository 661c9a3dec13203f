import { ROLES } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateLanguages } from '../../db/schema/index';
import { candidateBody } from '../../test/factories/candidate';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedRecruitment } from './recruitment.seed';

/** The rules of the outside test's round (docs/recruitment.md): license levels, ranges, order and duplicates. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedRecruitment(t.db);
});
afterAll(() => t?.close());

const hr = () => t.as(ROLES.HR);
type Language = { id: number; kind: string; level: string | null };

async function newCandidate(overrides: Record<string, unknown> = {}) {
  const { id } = (await hr().post<{ id: number }>('/api/admin/candidates', candidateBody(overrides))).ok();
  return id;
}
const languages = async (id: number) =>
  (await hr().get<{ data: { languages: Language[]; version: number } }>(`/api/admin/candidates/${id}`)).ok().data;
const storedLevels = async (id: number) =>
  (await t.db.select().from(candidateLanguages).where(eq(candidateLanguages.candidate_id, id)))
    .sort((a, b) => a.id - b.id)
    .map((row) => row.level);

describe('license levels', () => {
  it('a Japanese row takes N1 to N5 and a car license yes or no, by the stored kind on update', async () => {
    const id = await newCandidate();
    const { languages: rows, version } = await languages(id);
    const [japanese, english, car] = rows as [Language, Language, Language];
    const before = await storedLevels(id);

    const n7 = (
      await hr().in('ja').put(`/api/admin/candidates/${id}/language/${japanese.id}`, { level: 'N7', version })
    ).refused(400, 'invalid_input');
    expect(n7.errors).toEqual({ level: ['N1〜N5から選んでください'] });
    const maybe = (
      await hr().put(`/api/admin/candidates/${id}/language/${car.id}`, { level: 'maybe', kind: 'other', version })
    ).refused(400, 'invalid_input');
    expect(maybe.errors).toEqual({ level: ['Choose yes or no'] });
    expect(await storedLevels(id)).toEqual(before);
    expect((await languages(id)).version).toBe(version);

    let next = (
      await hr().put<{ version: number }>(`/api/admin/candidates/${id}/language/${japanese.id}`, {
        level: 'N3',
        version,
      })
    ).ok().version;
    next = (
      await hr().put<{ version: number }>(`/api/admin/candidates/${id}/language/${car.id}`, {
        level: 'yes',
        version: next,
      })
    ).ok().version;
    // TOEIC and 'other' rows keep free text.
    next = (
      await hr().put<{ version: number }>(`/api/admin/candidates/${id}/language/${english.id}`, {
        level: '850 points',
        version: next,
      })
    ).ok().version;
    const levels = (await languages(id)).languages.map((row) => row.level);
    expect(levels.slice(0, 3)).toEqual(['N3', '850 points', 'yes']);
  });

  it('a new row is checked by the kind of its body', async () => {
    const id = await newCandidate();
    const { version } = await languages(id);
    const refused = (
      await hr().in('vi').put(`/api/admin/candidates/${id}/language`, { kind: 'japanese', level: 'N0', version })
    ).refused(400, 'invalid_input');
    expect(refused.errors).toEqual({ level: ['Chọn một cấp độ từ N1 đến N5'] });
    (await hr().put(`/api/admin/candidates/${id}/language`, { kind: 'other', level: 'N0', version })).ok();
  });
});
