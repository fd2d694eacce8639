// Every public route against the real API with the demo data: its screen, the public header and
// footer, and nothing serious for axe, at a desk's width and a phone's; on phones 320, 375 and
// 414 px wide, the page never scrolls sideways (issue 17). A phone's test loads the page once, at
// the narrowest width, and turns it wider: a load at each width cost three times as long.
import { seriousViolations, tolerateAxeStyles } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import type { SiteFrame } from '../../support/pages/SiteFrame';
import { expectNoSidewaysScrollAt, PHONE_WIDTHS } from '../phone/support/sideways';
import { PUBLIC_ROUTES } from './publicRoutes';

const AXE_PHONE_WIDTH = 375;

async function expectFrameShown(site: SiteFrame) {
  await expect(site.header).toBeVisible();
  await expect(site.footer).toBeVisible();
}

test.beforeEach(({ consoleWatch }) => tolerateAxeStyles(consoleWatch));

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} shows '${route.heading}' and passes axe`, async ({ page, site }) => {
      await page.goto(route.path);
      await expect(site.heading(route.heading)).toBeAttached();
      await route.ready(page);
      await expectFrameShown(site);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe(`on phones ${PHONE_WIDTHS.join(', ')} px wide`, () => {
  test.use({ viewport: { width: PHONE_WIDTHS[0], height: 800 } });

  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} shows '${route.heading}', does not scroll sideways and passes axe at ${AXE_PHONE_WIDTH}px`, async ({
      page,
      site,
    }) => {
      await page.goto(route.path);
      await expect(site.heading(route.heading)).toBeAttached();
      await route.ready(page);
      for (const width of PHONE_WIDTHS) {
        await expectNoSidewaysScrollAt(page, width, route.path);
        if (width !== AXE_PHONE_WIDTH) continue;
        await expectFrameShown(site);
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }
});
