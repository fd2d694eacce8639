import { createHash } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { RemoteCopy } from '../support/redeploy';
import { siteControl, URLS } from '../support/site';

/**
 * What the untouched parts serve: every script and stylesheet of the shell that its page names,
 * and the other two remotes' entries, as sha-256 of the bytes. The page is that of /login, the
 * shell's own screen: the page of / carries public-site's first screen and entry, the part being
 * redeployed. The page itself is not compared: it carries the public menu (issue 17), which is
 * made of the screens the public site publishes.
 */
async function untouchedParts(): Promise<Record<string, string>> {
  const digest = async (url: string) => {
    const response = await fetch(url, { cache: 'no-store' });
    expect(response.ok, url).toBe(true);
    return createHash('sha256')
      .update(Buffer.from(await response.arrayBuffer()))
      .digest('hex');
  };
  // A signed-in screen, which the server leaves to the browser for a visitor: its page names the
  // shell's files as the build wrote them.
  const html = await (await fetch(`${URLS.shell}/dashboard`)).text();
  const assets = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="?([^"\s>]+)/g)]
    .map((match) => new URL(match[1] as string, `${URLS.shell}/`).href)
    .filter((url) => url.startsWith(`${URLS.shell}/`) && /\.(js|css)$/.test(url));
  expect(assets.some((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  const urls = [
    ...assets,
    `${URLS['admin-console']}/remoteEntry.js`,
    `${URLS['citizen-portal']}/remoteEntry.js`,
  ];
  return Object.fromEntries(await Promise.all(urls.map(async (url) => [url, await digest(url)])));
}

test.describe('redeploying one remote while the site runs', () => {
  const copy = new RemoteCopy('public-site');

  // The build of the copy takes 30-60 s on this machine, more when it is busy.
  test.setTimeout(240_000);

  test.afterEach(async () => {
    await siteControl.restore('public-site');
    copy.remove();
  });

  test('a reload shows the new public-site; the shell and the other remotes are untouched', async ({
    page,
    site,
  }) => {
    await page.goto('/notice');
    await expect(site.heading('Notice')).toBeVisible();
    const partsBefore = await untouchedParts();
    const before = await siteControl.apps();

    // A new version of public-site, built on its own.
    copy.create().editJson('src/i18n/en.json', (texts) => {
      const notice = (texts.documents as Record<string, { title?: string }> | undefined)?.notice;
      expect(notice?.title, "public-site's catalogue has documents.notice.title").toBe('Notice');
      (notice as { title: string }).title = 'Notice (redeployed)';
    });
    test.info().annotations.push({ type: 'redeployed source', description: copy.source });
    await copy.build();

    // Deployed in place of the old one: same port, new files.
    await siteControl.stop('public-site');
    const redeployed = await siteControl.start('public-site', copy.dist);
    expect(redeployed.root).toBe(copy.dist);

    await page.reload();
    await expect(site.heading('Notice (redeployed)')).toBeVisible();
    await expect(page).toHaveURL('/notice');

    // Nothing else was rebuilt or restarted.
    expect(await untouchedParts()).toEqual(partsBefore);
    const after = await siteControl.apps();
    for (const name of ['shell', 'admin-console', 'citizen-portal'] as const) {
      expect(after[name].pid, `${name} kept its server process`).toBe(before[name].pid);
      expect(after[name].root).toBe(before[name].root);
    }
    expect(after['public-site'].pid).not.toBe(before['public-site'].pid);

    // Put the original back and see it served again.
    await siteControl.restore('public-site');
    await page.reload();
    await expect(site.heading('Notice')).toBeVisible();
  });
});
