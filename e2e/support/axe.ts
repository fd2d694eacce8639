// axe-core on the page as a reader meets it: what every accessibility spec checks.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ConsoleWatch } from './fixtures';

/**
 * axe-core's injected script sets styles the site's CSP refuses, as it should; such messages name
 * no script of the site (url ''), so one from our own code would still fail the test.
 */
export function tolerateAxeStyles(consoleWatch: ConsoleWatch): void {
  consoleWatch.tolerate(
    'axe-core injects a style the CSP refuses',
    ({ text, url }) => text.startsWith('Applying inline style violates') && url === '',
  );
}

/** The serious and critical findings of axe on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, impact, nodes }) => `${impact} ${id}: ${nodes.map((node) => node.target).join(', ')}`,
    );
}
