import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { buttonNamed, dialog, openDialog } from '../support/antd';
import { checkScreen, type Width } from '../support/axe';
import { expectHidden, expectVisible } from '../support/browser';
import { fill, type Language, TEXTS } from '../support/texts';
import { seedCandidate } from './seed';

const WAIT = { timeout: 15_000, interval: 100 };
const APP = 'HR Office';

/** Waits until the page has drawn its data: its heading is there and no spinner or skeleton is left. */
async function settle(page: Page): Promise<void> {
  await expectVisible(page.locator('h1').first());
  await expect
    .poll(
      () => page.locator('.ant-spin-spinning, .ant-skeleton-active, .ant-table-placeholder .ant-spin').count(),
      WAIT,
    )
    .toBe(0);
}

async function checkPage(page: Page, where: string, title: string): Promise<void> {
  await expect.poll(() => page.title(), WAIT).toBe(`${title} - ${APP}`);
  await settle(page);
  expect(await page.locator('h1').count(), `h1 count on ${where}`).toBe(1);
  await checkScreen(page, where);
}

async function checkTab(page: Page, name: string, where: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expectVisible(page.getByRole('tab', { name, selected: true }));
  await settle(page);
  await checkScreen(page, where);
}

async function checkDialog(page: Page, open: () => Promise<void>, title: string, where: string): Promise<void> {
  await open();
  await openDialog(page, title);
  await settle(page);
  await checkScreen(page, `${where}: dialog "${title}"`);
  await page.keyboard.press('Escape');
  await expectHidden(dialog(page, title));
}

/**
 * The recruitment screens (issue 30) for the screen walk (a11y/screens.e2e.ts) and recruitment/a11y.e2e.ts: the
 * candidate list with its add dialog, a candidate's referral, basic information (with the profile preview), round 1
 * and education tabs, and the question bank with its dialog. The administrator (ICT) is signed in.
 */
export async function walkRecruitmentScreens(
  page: Page,
  language: Language,
  width: Width,
  at: (name: string) => string,
): Promise<void> {
  const t = TEXTS[language].recruitment;
  const candidate = await seedCandidate();
  await page.goto(`/listCandidates?name=${encodeURIComponent(candidate.name)}`);
  await checkPage(page, at('/listCandidates'), t.title);
  await expectVisible(page.getByRole('link', { name: fill(t.list.open, { name: candidate.name }) }));
  await checkDialog(page, () => buttonNamed(page, t.list.add).click(), t.add.title, at('/listCandidates'));

  await page.goto(`/candidate/${candidate.id}`);
  await checkPage(page, at('/candidate/{id}'), fill(t.detail.title, { name: candidate.name }));
  await checkTab(page, t.tabs['3'], at('/candidate/{id} basic information'));
  await checkTab(page, t.tabs['2'], at('/candidate/{id} round 1'));
  await checkTab(page, t.tabs['7'], at('/candidate/{id} education'));
  if (width === 'desktop') {
    await buttonNamed(page.getByRole('tabpanel'), t.detail.edit).click();
    await buttonNamed(page.getByRole('tabpanel'), t.detail.add_row).click();
    await checkScreen(page, at('/candidate/{id} education in edit'));
  }

  await page.goto('/settings/recruitment-questions');
  await checkPage(page, at('/settings/recruitment-questions'), t.bank.title);
  await checkDialog(page, () => buttonNamed(page, t.bank.add).click(), t.bank.add_title, at('question bank'));
}
