import type { Page } from 'playwright-core';
import { buttonNamed } from '../support/antd';
import { checkScreen, type Width } from '../support/axe';
import { expectVisible } from '../support/browser';
import { fill, type Language, TEXTS } from '../support/texts';
import { type At, checkDialog, checkPage, checkTab, closeDialog, visit } from '../support/walk';
import { seedCandidate } from './seed';

/**
 * The recruitment screens (issue 30) for the screen walk (a11y/screens.e2e.ts) and recruitment/a11y.e2e.ts: the
 * candidate list with its add dialog, a candidate's referral, basic information (with the profile preview), round 1
 * and education tabs, and the question bank with its dialog. The administrator (ICT) is signed in.
 */
export async function walkRecruitmentScreens(page: Page, language: Language, width: Width, at: At): Promise<void> {
  const t = TEXTS[language].recruitment;
  const candidate = await seedCandidate();
  await visit(page, `/listCandidates?name=${encodeURIComponent(candidate.name)}`);
  await checkPage(page, at('/listCandidates'), t.title);
  await expectVisible(page.getByRole('link', { name: fill(t.list.open, { name: candidate.name }) }));
  await checkDialog(page, () => buttonNamed(page, t.list.add).click(), t.add.title, at('/listCandidates'));
  await closeDialog(page, t.add.title);

  await visit(page, `/candidate/${candidate.id}`);
  await checkPage(page, at('/candidate/{id}'), fill(t.detail.title, { name: candidate.name }));
  await checkTab(page, t.tabs['3'], at('/candidate/{id} basic information'));
  await checkTab(page, t.tabs['2'], at('/candidate/{id} round 1'));
  await checkTab(page, t.tabs['7'], at('/candidate/{id} education'));
  if (width === 'desktop') {
    await buttonNamed(page.getByRole('tabpanel'), t.detail.edit).click();
    await buttonNamed(page.getByRole('tabpanel'), t.detail.add_row).click();
    await checkScreen(page, at('/candidate/{id} education in edit'));
  }

  await visit(page, '/settings/recruitment-questions');
  await checkPage(page, at('/settings/recruitment-questions'), t.bank.title);
  await checkDialog(page, () => buttonNamed(page, t.bank.add).click(), t.bank.add_title, at('question bank'));
  await closeDialog(page, t.bank.add_title);
}
