import { afterAll, describe } from 'vitest';
import { WIDTHS } from '../support/axe';
import { admin, signInViaApi, test } from '../support/browser';
import { closeDb } from '../support/db';
import { walkPayrollScreens } from './walk';

afterAll(closeDb);

/** The payroll screens alone, as the screen walk (a11y/screens.e2e.ts) checks them. */
describe('the payroll screens are accessible and fit the width', () => {
  for (const width of ['desktop', 'phone'] as const)
    for (const language of ['ja', 'en', 'vi'] as const)
      test(`${language} at ${WIDTHS[width].width} px`, { timeout: 120_000 }, async ({ page }) => {
        await page.setViewportSize(WIDTHS[width]);
        await signInViaApi(page, admin().username, admin().password, { language });
        await walkPayrollScreens(page, language, width, (name) => `${name} (${language}, ${width})`);
      });
});
