import type { ComponentType, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@council/query';
import { testQueryClient } from '@council/api-client/src/testing';
import { initI18n } from '@council/i18n';
import { MemoryRouter, useLocation, useNavigate } from '@council/router';
import type { ScreensFile } from '@council/site-config';

export { testQueryClient };

/** A fresh cache of the site's kind per test, failing at once: a test sees no retry delay. */
export function InQueryCache({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>;
}

/** One exposed module of a remote, with the props a route gives it and the heading it must show. */
type ExposedScreenCase = [module: string, props: Record<string, string>, heading: string];

/**
 * The tests every remote owes its screens.json: it exposes exactly the modules its screens name,
 * and each declared screen, rendered with its props, shows its title as its heading. The remote's
 * test file sets up what its screens need (a fake API, a signed-in role) around this call.
 * @param declared the remote's screens.json
 * @param appDir the remote's folder, which the `modules` paths are relative to
 */
export function describeDeclaredScreens(declared: unknown, appDir: string): void {
  const { modules, screens } = declared as ScreensFile;
  describe('the screens this remote declares', () => {
    it('exposes every module its screens name, and no other', () => {
      expect(new Set(screens.map((screen) => screen.module))).toEqual(
        new Set(Object.keys(modules)),
      );
    });

    it.each(declaredScreenCases(declared))('%s %o shows the heading %s', async (...screenCase) => {
      await expectExposedHeading(appDir, modules, screenCase);
    });
  });
}

/**
 * Every screen a remote declares in its screens.json, as a case: its module, its props, and its
 * title, which is the heading a person sees on it.
 */
function declaredScreenCases(declared: unknown): ExposedScreenCase[] {
  return (declared as ScreensFile).screens.map((screen) => [
    screen.module,
    screen.props ?? {},
    screen.title.en,
  ]);
}

/**
 * Renders a remote's exposed module the way the shell does (props from its screen's declaration,
 * inside the router) and checks its heading. `exposes` is the `modules` map of its screens.json.
 */
async function expectExposedHeading(
  appDir: string,
  exposes: Record<string, string>,
  [module, props, heading]: ExposedScreenCase,
): Promise<void> {
  initI18n();
  const file = exposes[module];
  if (!file) throw new Error(`${module} is not exposed`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the exposes map names files
  const { default: Screen } = require(`${appDir}/${file}`) as {
    default: ComponentType<Record<string, string>>;
  };
  render(
    <InQueryCache>
      <MemoryRouter>
        <Screen {...props} />
      </MemoryRouter>
    </InQueryCache>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
}

/**
 * Where a screen under test has taken the browser, as an address bar shows it (read it with
 * getByRole('status', { name: 'Address' })), and a Back button: render it beside the screen,
 * inside its router.
 */
export function AddressBar() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{`${pathname}${search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}
