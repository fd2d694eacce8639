import { expect, test } from '../support/fixtures';
import { chunksWith } from '../support/bundles';
import { ACCOUNTS } from '../support/pages/LoginPage';
import { siteControl, URLS, type AppName } from '../support/site';

interface ShareEntry {
  from: string;
  version: string;
  loaded?: boolean;
  lib?: unknown;
  useIn?: string[];
}

declare global {
  interface Window {
    __e2eRenderers?: { version: string; rendererPackageName: string }[];
    __FEDERATION__?: {
      __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
    };
  }
}

const REMOTES: AppName[] = ['public-site', 'admin-console', 'citizen-portal'];

test('the browser runs one react-dom and one shared-auth for the shell and every remote', async ({
  page,
  loginPage,
  site,
  requests,
}) => {
  // Proof 1, in the page: every copy of react-dom registers itself with the React DevTools hook
  // when its module is evaluated (react-dom-client's injectIntoDevTools), whichever bundle it
  // came from and whatever the federation runtime thinks. A stand-in hook counts those calls.
  await page.addInitScript(() => {
    const renderers: { version: string; rendererPackageName: string }[] = [];
    window.__e2eRenderers = renderers;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject(renderer: { version: string; rendererPackageName: string }) {
          renderers.push({
            version: renderer.version,
            rendererPackageName: renderer.rendererPackageName,
          });
          return renderers.length;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        setStrictMode() {},
      },
    });
  });

  // A public screen and an admin screen in one page (client-side navigation, no reload).
  await page.goto('/notice');
  await expect(site.heading('Notice')).toBeVisible();
  await site.navigateInPage('/login');
  await loginPage.signIn(ACCOUNTS.admin);
  await expect(site.heading('Dashboard')).toBeVisible();
  await expect(site.signedInAs('admin')).toBeVisible();
  expect(requests.to(URLS['public-site'])).toContainEqual(`${URLS['public-site']}/remoteEntry.js`);
  expect(requests.to(URLS['admin-console'])).toContainEqual(
    `${URLS['admin-console']}/remoteEntry.js`,
  );

  const renderers = await page.evaluate(() => window.__e2eRenderers);
  expect(renderers).toEqual([{ version: expect.any(String), rendererPackageName: 'react-dom' }]);

  // Proof 2, the federation runtime's share scopes: of all the versions the shell and the remotes
  // offer, one entry per singleton is loaded, and it is the shell's. Each instance's scope refers
  // to the same entry objects, so entries are counted once (by identity).
  const loaded = await page.evaluate(() => {
    const seen = new Set<object>();
    const out: Record<string, { version: string; from: string; useIn: string[] }[]> = {};
    for (const scopes of Object.values(window.__FEDERATION__?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const entry of Object.values(versions)) {
            if (seen.has(entry) || !(entry.loaded || entry.lib)) continue;
            seen.add(entry);
            (out[name] ??= []).push({
              version: entry.version,
              from: entry.from,
              useIn: [...(entry.useIn ?? [])],
            });
          }
        }
      }
    }
    return out;
  });
  // zustand is not a shared module: it lives inside @council/shared-auth, whose one copy holds
  // the one session store (a store is one because the package that creates it is shared).
  for (const name of [
    'react',
    'react-dom',
    '@council/router',
    '@council/query',
    '@council/shared-auth',
  ]) {
    expect(loaded[name], `loaded copies of ${name}`).toEqual([
      expect.objectContaining({ from: 'shell' }),
    ]);
  }
  // The admin screen's session bar took its session store from the shell's copy.
  expect(loaded['@council/shared-auth']?.[0]?.useIn).toContain('admin_console');

  // Proof 3, the network: each remote's build carries fallback copies of react-dom and
  // shared-auth (its stand-alone page needs them); none of those chunks was fetched.
  const fetched = requests.all.map((request) => request.url());
  const served = await siteControl.apps();
  for (const app of REMOTES) {
    for (const source of [/node_modules\/react-dom\//, /shared-auth\/src\//]) {
      const fallbacks = chunksWith(served[app].root, source).map((file) => `${URLS[app]}/${file}`);
      expect(fallbacks.length, `${app} has a fallback copy matching ${source}`).toBeGreaterThan(0);
      expect(fetched.filter((url) => fallbacks.includes(url))).toEqual([]);
    }
  }
});
