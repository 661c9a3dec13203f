import { afterAll, describe } from 'vitest';
import { WIDTHS } from '../support/axe';
import { admin, signInViaApi, test } from '../support/browser';
import { closeDb } from '../support/db';
import { walkRecruitmentScreens } from './walk';

afterAll(closeDb);

/**
 * The recruitment screens alone, as the screen walk (a11y/screens.e2e.ts) checks them: axe (WCAG 2.1 A and AA), no
 * sideways scrolling, one h1 and the document title, in ja, en and vi at 1280 and 390 px.
 */
describe('the recruitment screens are accessible and fit the width', () => {
  for (const width of ['desktop', 'phone'] as const)
    for (const language of ['ja', 'en', 'vi'] as const)
      test(`${language} at ${WIDTHS[width].width} px`, { timeout: 180_000 }, async ({ page }) => {
        await page.setViewportSize(WIDTHS[width]);
        await signInViaApi(page, admin().username, admin().password, { language });
        await walkRecruitmentScreens(page, language, width, (name) => `${name} (${language}, ${width})`);
      });
});
