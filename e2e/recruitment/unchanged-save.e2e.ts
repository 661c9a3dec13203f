import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { questionBody } from '../../apps/api/src/test/factories/candidate';
import { adminApi, buttonNamed, expectToast, footerButton, openDialog, runTag } from '../support/antd';
import { admin, expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb } from '../support/db';
import { fill, MESSAGES, TEXTS } from '../support/texts';
import { seedCandidate } from './seed';

afterAll(async () => {
  await closeDb();
});

const t = TEXTS.en.recruitment;
const m = MESSAGES.en;

type Row = { id: number | string; kind?: string };
type Candidate = { version: number; schools: Row[]; works: Row[]; languages: Row[] };
const candidate = async (id: number) => (await adminApi<{ data: Candidate }>('GET', `admin/candidates/${id}`)).data;
/** The rows of each list as the server has them: ids and, for licenses, kinds. */
const lists = async (id: number) => {
  const c = await candidate(id);
  return {
    schools: c.schools.map((row) => row.id),
    works: c.works.map((row) => row.id),
    languages: c.languages.map((row) => [row.id, row.kind]),
  };
};

async function editAndSave(page: Page, tabName: string): Promise<void> {
  await page.getByRole('tab', { name: tabName, exact: true }).click();
  const tab = page.getByRole('tabpanel');
  await buttonNamed(tab, t.detail.edit).click();
  await buttonNamed(tab, t.detail.save).click();
  await expectVisible(buttonNamed(tab, t.detail.edit));
}

describe('recruitment: a save with no change', () => {
  test('education, work history and licenses keep their rows, ids and kinds', async ({ page }) => {
    const { id, name } = await seedCandidate();
    let { version } = await candidate(id);
    const school = { from_month: 9, from_year: 2016, to_month: 6, to_year: 2020, school_name: 'Đại học Huế' };
    ({ version } = await adminApi<{ version: number }>('PUT', `admin/candidates/${id}/school`, { ...school, version }));
    ({ version } = await adminApi<{ version: number }>('PUT', `admin/candidates/${id}/work`, {
      company: 'Công ty ABC',
      from_year: 2020,
      version,
    }));
    const before = await lists(id);
    expect(before.languages.map(([, kind]) => kind)).toEqual(['japanese', 'english', 'car_license', 'other']);
    expect(before.schools).toHaveLength(1);
    expect(before.works).toHaveLength(1);

    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto(`/candidate/${id}`);
    await expectVisible(page.getByRole('heading', { name: fill(t.detail.title, { name }) }));
    for (const tab of [t.tabs['7'], t.tabs['8'], t.tabs['5']]) await editAndSave(page, tab);
    expect(await lists(id)).toEqual(before);
  });

  test('a choice question already answered in an interview is edited and saved', async ({ page }) => {
    const content = `Drawing reading ${runTag()}`;
    const question = await adminApi<{ id: number; choices: { id: number }[] }>(
      'POST',
      'questions',
      questionBody({ content_en: content }),
    );
    const { id } = await seedCandidate();
    await adminApi('POST', `result-interviews/save/${id}`, {
      method: 2,
      round_interview: 1,
      result: 0,
      answers: [{ question_id: question.id, answer_id: question.choices[0]!.id }],
    });

    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto('/settings/recruitment-questions');
    await page.getByRole('button', { name: fill(t.bank.edit, { name: content }), exact: true }).click();
    const modal = await openDialog(page, t.bank.edit_title);
    await footerButton(modal, TEXTS.en.common.actions.save).click();
    await expectToast(page, m.success.update_success);
    const bank = await adminApi<{ id: number; used: number; choices: { id: number }[] }[]>('GET', 'question-bank');
    const saved = bank.find((q) => q.id === question.id)!;
    expect(saved.used).toBe(1);
    expect(saved.choices.map((c) => c.id)).toEqual(question.choices.map((c) => c.id));
  });
});
