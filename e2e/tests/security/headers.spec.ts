// Security headers of the four static servers (packages/static-server), read from every HTML and
// JavaScript answer of the e2e run's builds, and the browser's view of the policy they set.
import { readdirSync } from 'node:fs';
import { expect, test } from '../../support/fixtures';
import { APP_NAMES, siteControl, URLS, type AppName } from '../../support/site';

const REMOTES: AppName[] = ['public-site', 'admin-console', 'citizen-portal'];
const REMOTE_ORIGINS = REMOTES.map((name) => URLS[name]);
const ALLOWED_ORIGINS = [...REMOTE_ORIGINS, URLS.api].sort();
const SAFE_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

/** Every HTML and JS path a server answers: its page (also at a deep link) and every script. */
async function answersOf(name: AppName): Promise<{ html: string[]; js: string[] }> {
  const { root } = (await siteControl.apps())[name];
  const js = readdirSync(root)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
  return { html: ['/', '/index.html', '/notice', '/dashboard?x=1'], js };
}

function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** What is wrong with one answer's headers, as readable lines (empty when all is well). */
function headerProblems(headers: Headers): string[] {
  const problems: string[] = [];
  const csp = headers.get('content-security-policy');
  if (!csp) return ['no Content-Security-Policy'];
  const directives = parseCsp(csp);
  const origins = [
    ...new Set(
      [...directives.values()].flat().filter((source) => /^[a-z][a-z0-9+.-]*:\/\//i.test(source)),
    ),
  ].sort();
  if (JSON.stringify(origins) !== JSON.stringify(ALLOWED_ORIGINS)) {
    problems.push(`CSP origins ${origins.join(' ')} are not exactly ${ALLOWED_ORIGINS.join(' ')}`);
  }
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
  if (!scriptSrc) problems.push('no script-src (nor default-src)');
  else {
    const unexpected = scriptSrc.filter(
      (source) => source !== "'self'" && !REMOTE_ORIGINS.includes(source),
    );
    if (unexpected.length > 0) {
      // 'unsafe-inline', 'unsafe-eval', nonces, hashes, data:, * or the API: none belongs here.
      problems.push(`script-src also allows ${unexpected.join(' ')}`);
    }
  }
  if (!directives.get('connect-src')?.includes(URLS.api)) {
    problems.push('connect-src does not allow the API');
  }
  if (!directives.get('object-src')?.includes("'none'")) problems.push("object-src is not 'none'");
  const ancestors = directives.get('frame-ancestors');
  if (!ancestors || !ancestors.every((source) => ["'none'", "'self'"].includes(source))) {
    problems.push(`frame-ancestors is ${ancestors?.join(' ') ?? 'missing'}`);
  }
  if (headers.get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  const referrer = headers.get('referrer-policy') ?? '';
  if (!SAFE_REFERRER_POLICIES.includes(referrer)) {
    problems.push(`Referrer-Policy is '${referrer}'`);
  }
  return problems;
}

test.describe('security headers of the static servers', () => {
  for (const name of APP_NAMES) {
    test(`${name}: every HTML and JS answer has the CSP, nosniff, frame-ancestors and Referrer-Policy`, async () => {
      const { html, js } = await answersOf(name);
      expect(js.length, `${name} serves scripts`).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const pathname of [...html, ...js]) {
        const response = await fetch(`${URLS[name]}${pathname}`, {
          headers: { 'accept-encoding': 'gzip, br' },
        });
        await response.arrayBuffer();
        const type = response.headers.get('content-type') ?? '';
        const expected = html.includes(pathname) ? 'text/html' : 'javascript';
        if (response.status !== 200 || !type.includes(expected)) {
          problems.push(`${pathname}: ${response.status} ${type}`);
          continue;
        }
        problems.push(...headerProblems(response.headers).map((line) => `${pathname}: ${line}`));
      }
      expect(problems, `${html.length + js.length} answers checked`).toEqual([]);
    });

    test(`${name}: its page has no inline script (only the JSON configuration)`, async () => {
      const page = await (await fetch(`${URLS[name]}/`)).text();
      const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes = '', body = ''] of scripts) {
        if (/\bsrc=/.test(attributes)) expect(body.trim()).toBe('');
        else expect(attributes).toMatch(/type="?application\/json"?/);
      }
    });
  }

  for (const name of REMOTES) {
    test(`${name}: remoteEntry.js is loadable from the shell's origin`, async () => {
      const response = await fetch(`${URLS[name]}/remoteEntry.js`, {
        headers: { origin: URLS.shell },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect(['*', URLS.shell]).toContain(response.headers.get('access-control-allow-origin'));
      expect(response.headers.get('cross-origin-resource-policy') ?? 'cross-origin').toBe(
        'cross-origin',
      );
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });
  }

  test('in the browser: the remote entries load cross-origin and an inline script is refused', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.tolerate('Chromium reports the inline script the CSP refused', ({ text }) =>
      /Content Security Policy/.test(text),
    );
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const loaded = await page.evaluate(
      async (urls) =>
        Promise.all(
          urls.map(async (url) => {
            const response = await fetch(`${url}/remoteEntry.js`, { mode: 'cors' });
            return response.ok && (await response.text()).length > 0;
          }),
        ),
      REMOTE_ORIGINS,
    );
    expect(loaded).toEqual([true, true, true]);

    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(event.violatedDirective),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return {
        ran: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true,
        violations,
      };
    });
    expect(outcome.ran, 'the inline script must not run').toBe(false);
    expect(outcome.violations.join(' ')).toMatch(/script-src/);
  });
});
