import { afterAll, describe, expect } from 'vitest';
import { buttonNamed, expectItemErrors, pickOptions } from '../support/antd';
import { admin, countRequests, expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb } from '../support/db';
import { fill, MESSAGES, TEXTS } from '../support/texts';
import { seedCandidate } from './seed';

afterAll(async () => {
  await closeDb();
});

const t = TEXTS.en.recruitment;
const m = MESSAGES.en;

describe('recruitment: the interview sheet is checked before sending', () => {
  test('a free-text question without its answer is said under the field, and nothing is sent', async ({ page }) => {
    const { id, name } = await seedCandidate();
    const saves = countRequests(page, `result-interviews/save/${id}`);
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto(`/candidate/${id}`);
    await expectVisible(page.getByRole('heading', { name: fill(t.detail.title, { name }) }));
    await page.getByRole('tab', { name: t.tabs['2'], exact: true }).click();
    const tab = page.getByRole('tabpanel');
    await buttonNamed(tab, t.detail.edit).click();
    const round1 = page.locator('form#candidate-interview-1');
    await buttonNamed(tab, t.interview.add_question).click();
    await pickOptions(round1, page, t.fields.question_id, ['Please introduce yourself.']);
    await buttonNamed(tab, t.detail.save).click();
    await expectItemErrors(round1, t.fields.answer_content, [m.validation.commentRequired]);
    expect(saves.count).toBe(0);
    await expectVisible(buttonNamed(tab, t.detail.save));
  });
});
