// Proof that a team ships a screen alone (issue 23): the public site's next deployment declares a
// new screen in its screens.json, and the running shell, untouched, shows it on the next reload.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ScreenDeclaration } from '@council/site-config/screens';
import { aScreenDeclaration } from '@council/site-config/testing';
import { expect, test } from '../support/fixtures';
import { BuiltCopy } from '../support/builtCopy';
import { siteControl, URLS } from '../support/site';

type PublishedScreens = { remote: string; screens: ScreenDeclaration[] };

/** sha-256 of every file under `root`, by its path there. */
function filesOf(root: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hashes[path.relative(root, full)] = hash(readFileSync(full));
    }
  };
  walk(root);
  return hashes;
}

const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The shell's scripts and styles as its server sends them, by address. */
async function shellAssets(): Promise<Record<string, string>> {
  const html = await (await fetch(`${URLS.shell}/login`)).text();
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="?([^"\s>]+)/g)]
    .map((match) => new URL(match[1] as string, `${URLS.shell}/`).href)
    .filter((url) => url.startsWith(`${URLS.shell}/`) && /\.(js|css)$/.test(url));
  expect(urls.length).toBeGreaterThan(0);
  const entries = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { cache: 'no-store' });
      return [url, hash(Buffer.from(await response.arrayBuffer()))] as const;
    }),
  );
  return Object.fromEntries(entries);
}

// A public screen on the officials module, with its own props, title and menu place.
const COMMITTEE = aScreenDeclaration({
  path: '/committee-members',
  module: './Officials',
  props: { group: 'standingCommittee' },
  title: { en: 'Committee Members' },
  menu: { group: 'aboutUs', order: 25, text: { en: 'Committee members' } },
});

test.describe('a screen declared by its remote alone', () => {
  const copy = new BuiltCopy('public-site');
  test.setTimeout(120_000);

  test.afterEach(async () => {
    await siteControl.restore('public-site');
    copy.remove();
  });

  test('a redeployed public site adds a screen: path, menu and title, the shell untouched', async ({
    page,
    site,
    consoleWatch,
  }) => {
    consoleWatch.tolerate(
      'Chromium logs the 404 of /committee-members before the screen is deployed',
      ({ text, url }) =>
        url.startsWith(`${URLS.shell}/committee-members`) && text.includes('status of 404'),
    );
    const apps = await siteControl.apps();
    const shellFilesBefore = filesOf(apps.shell.root);
    const shellAssetsBefore = await shellAssets();

    await page.goto('/committee-members');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

    // The next deployment of the public site: its built folder, one screen more in screens.json.
    copy.create(apps['public-site'].root).editJson<PublishedScreens>('screens.json', (list) => {
      expect(list.remote).toBe('public_site');
      expect(list.screens.some((screen) => screen.module === './Officials')).toBe(true);
      list.screens.push(COMMITTEE);
    });
    await siteControl.stop('public-site');
    await siteControl.start('public-site', copy.dir);

    await page.reload();
    await expect(site.heading('Standing Committee Members')).toBeVisible();
    await expect(page).toHaveURL('/committee-members');
    await expect(page).toHaveTitle(/^Committee Members - /);
    const served = await (await fetch(`${URLS.shell}/committee-members`)).text();
    expect(served).toMatch(/<title>Committee Members - [^<]+<\/title>/);

    // The menu has it, in its group, and it leads there from another page.
    await page.goto('/about');
    await site.header.getByRole('button', { name: 'About Us', exact: true }).click();
    await site.header.getByRole('link', { name: 'Committee members', exact: true }).click();
    await expect(page).toHaveURL('/committee-members');
    await expect(site.heading('Standing Committee Members')).toBeVisible();

    // Not one byte of the shell changed, and its server kept running.
    expect(filesOf(apps.shell.root)).toEqual(shellFilesBefore);
    expect(await shellAssets()).toEqual(shellAssetsBefore);
    expect((await siteControl.apps()).shell.pid).toBe(apps.shell.pid);
  });
});
