import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { initI18n } from '@council/i18n';
import { MemoryRouter } from '@council/router';

/** One exposed module of a remote, with the props a route gives it and the heading it must show. */
export type ExposedScreenCase = [module: string, props: Record<string, string>, heading: string];

/**
 * Renders a remote's exposed module the way the shell does (props from the route table, inside
 * the router) and checks its heading. `exposes` is the remote's src/exposes.js map.
 */
export async function expectExposedHeading(
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
    <MemoryRouter>
      <Screen {...props} />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
}
