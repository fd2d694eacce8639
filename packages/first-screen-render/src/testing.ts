// For the tests of a remote's server bundle (its serverEntry.test.tsx), in Jest's node environment.
import {
  authorizationOf,
  complaintCountsOf,
  fakeApi,
  pageOf,
  type FakeApi,
  type SentRequest,
} from '@council/api-fake';
import type { DehydratedState } from '@council/query';
import { needsToken, NoSessionError, type Role } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import type { RemoteName, ScreensFile } from '@council/site-config';
import type { FirstScreenBundle, ServerSettings } from './firstScreenBundle';

/** The API the test bundles call: the fake API (@council/api-fake) answers any origin. */
export const TEST_API_BASE = 'https://api.council.test';

/** The council the test bundles render for: not the demo's, which a store's first state holds. */
export const TEST_COUNCIL_NAME = 'Rampur Nagar Panchayat';

/** Where the files of `remote` are served from in the tests: https://cdn.test/admin-console/. */
export const testPublicPath = (remote: RemoteName) =>
  `https://cdn.test/${remote.replace(/_/g, '-')}/`;

/** The settings a static server gives a remote's bundle: every address absolute. */
export function testServerSettings(remote: RemoteName): ServerSettings {
  const entry = (name: RemoteName) => `${testPublicPath(name)}remoteEntry.js`;
  return {
    siteConfig: {
      apiBaseUrl: `${TEST_API_BASE}/`,
      remotes: {
        public_site: entry('public_site'),
        admin_console: entry('admin_console'),
        citizen_portal: entry('citizen_portal'),
      },
      council: { name: TEST_COUNCIL_NAME },
    },
    publicPath: testPublicPath(remote),
  };
}

/**
 * Configures the bundle of `remote` before the file's tests, as its static server does at start.
 * Outside webpack, `__webpack_public_path__` is a global, which the bundle's entry then sets.
 */
export function configuredForTests(
  bundle: Pick<FirstScreenBundle, 'configureFirstScreens'>,
  remote: RemoteName,
): void {
  beforeAll(() => {
    Object.assign(globalThis, { __webpack_public_path__: '' });
    bundle.configureFirstScreens(testServerSettings(remote));
  });
}

/**
 * The setting of a signed-in remote's bundle tests (call it once, at the top level): the fake API
 * and the bundle configured before the file's tests. Returns the fake API and the session token
 * of a visitor with `role`, for the renders.
 */
export function testedServerBundle(
  bundle: Pick<FirstScreenBundle, 'configureFirstScreens'>,
  remote: RemoteName,
  role: Role,
): { api: FakeApi; token: string } {
  const api = fakeApi();
  configuredForTests(bundle, remote);
  return { api, token: makeToken({ role }) };
}

/** The answers a render hands over to the page, by query key. */
export function answersOf(calls: Record<string, unknown> | undefined): Record<string, unknown> {
  const { queries } = (calls ?? { queries: [] }) as unknown as DehydratedState;
  return Object.fromEntries(queries.map((query) => [query.queryHash, query.state.data]));
}

/** A call that carries the visitor's token (shared-auth's rule): any but a public one. */
const signedInCall = (request: SentRequest) =>
  needsToken({ url: request.url.href, baseURL: request.url.origin });

/** A page's first heading, as the server rendered it. */
const headingOf = (html: string | undefined) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html ?? '')?.[1];

/**
 * The tests a remote owes each signed-in screen it declares `firstScreen: 'server'` (in Jest's
 * node environment, where nothing may touch window, document or localStorage): rendered with
 * the visitor's `token` at its path, it shows its title as its heading and sends its first call
 * (`firstCall`, page 1) with that token, and no other call but those `alsoCalls` names for its
 * module (a notice beside the screen's own rows, say; a public list, such as the grievance
 * categories beside the desk's queue, goes without the token, as in the browser); rendered
 * without, it rejects having sent nothing that needs one. Lists answer an empty page here,
 * counts none: the remote's own tests show rows.
 */
export function describeSignedInServerScreens(
  declared: unknown,
  { renderScreen }: Pick<FirstScreenBundle, 'renderScreen'>,
  { api, token }: { api: FakeApi; token: string },
  { alsoCalls = {} }: { alsoCalls?: Record<string, string[]> } = {},
): void {
  const cases = (declared as ScreensFile).screens
    .filter((screen) => screen.firstScreen === 'server' && screen.access !== 'public')
    .map((screen) => [screen.module, screen] as const);

  describe('the signed-in screens rendered on the server', () => {
    beforeEach(() =>
      api.answerAnyCall((request: SentRequest) =>
        request.path.endsWith('/complaint-counts') ? complaintCountsOf({}) : pageOf([]),
      ),
    );
    afterEach(() => jest.restoreAllMocks());

    it.each(cases)(
      '%s renders in the visitor’s session, with its first call',
      async (_, screen) => {
        const rendered = await renderScreen(screen.module, screen.props ?? {}, screen.path, token);

        expect(headingOf(rendered?.html)).toBe(screen.title.en);
        const firstCall = screen.firstCall?.replace('{page}', '1');
        const expected = [...(firstCall ? [firstCall] : []), ...(alsoCalls[screen.module] ?? [])];
        expect([...api.sentAddresses()].sort()).toEqual(expected.sort());
        expect(api.sent.map(authorizationOf)).toEqual(
          api.sent.map((request) => (signedInCall(request) ? `Bearer ${token}` : null)),
        );
      },
    );

    it.each(cases)('%s rejects without a token, sending nothing', async (_, screen) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const rendering = renderScreen(screen.module, screen.props ?? {}, screen.path);

      await expect(rendering).rejects.toThrow(NoSessionError);
      expect(api.sent.filter(signedInCall)).toEqual([]);
    });
  });
}
