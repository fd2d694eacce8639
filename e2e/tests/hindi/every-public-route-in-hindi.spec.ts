// Every public route read in Hindi (issue 19, point 6): its heading in Devanagari, nothing serious
// for axe, and no English left in the frame a reader moves by (header, menu, footer). On a phone,
// as most of the council's Hindi readers read it: the walk in English covers both widths, and the
// Hindi texts take the same styles.
import { seriousViolations, tolerateAxeStyles } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { PUBLIC_ROUTES } from '../public/publicRoutes';
import { chooseHindiBefore, DEVANAGARI, englishWordsIn } from './support';

for (const width of [375]) {
  test.describe(`in Hindi at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(({ context }) => chooseHindiBefore(context));

    for (const { path } of PUBLIC_ROUTES) {
      test(`${path} is in Hindi, frame and all, and passes axe`, async ({
        page,
        site,
        consoleWatch,
      }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
        await page.waitForLoadState('networkidle');
        await expect(page).toHaveTitle(DEVANAGARI);

        expect(await englishWordsIn(site.header), 'English in the header').toEqual([]);
        expect(await englishWordsIn(site.footer), 'English in the footer').toEqual([]);
        const menu = page.getByRole('navigation').first();
        expect(await englishWordsIn(menu), 'English in the menu').toEqual([]);

        tolerateAxeStyles(consoleWatch);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
