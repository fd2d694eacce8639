import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../support/fixtures';
import { PUBLIC_ROUTES, WIDTHS } from './publicRoutes';

// Every public route at a desktop and a phone width, against the real API with the demo data:
// its screen, the public header and footer, and no serious or critical accessibility violation.
for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of PUBLIC_ROUTES) {
      test(`${route.path} shows '${route.heading}' and passes axe`, async ({
        page,
        site,
        consoleWatch,
      }) => {
        await page.goto(route.path);
        await expect(site.heading(route.heading)).toBeAttached();
        await route.ready(page);
        await expect(site.header).toBeVisible();
        await expect(site.footer).toBeVisible();
        // Nothing wider than the screen: a phone must not scroll sideways (tables scroll inside).
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);

        // axe-core probes styles in ways the site's CSP (no inline styles) reports; only those
        // reports, and only while axe runs, are tolerated.
        const before = consoleWatch.problems.length;
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const during = consoleWatch.problems.slice(before);
        consoleWatch.tolerate(
          'axe-core probing inline styles under the CSP',
          (problem) =>
            during.includes(problem) && /Applying inline style violates/.test(problem.text),
        );
        const grave = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          );
        expect(grave).toEqual([]);
      });
    }
  });
}
