import type { FastifyBaseLogger } from 'fastify';
import type { RemoteName, SiteConfig } from '../siteConfig';
import { FIRST_SCREEN_PATH, RENDER_LIMIT_MS, type FirstScreenAnswer } from './remoteScreens';
import { folderOf, loadServerBundle } from './serverBundle';

/** What the shell's server bundle offers (shell/src/first-screen/serverEntry.tsx). */
interface ShellBundle {
  SCREEN_MARKER: string;
  configureFrames(siteConfig: SiteConfig): void;
  renderFrame(pathname: string): {
    html: string;
    screen: { remote: RemoteName; module: string; props: Record<string, string> };
  } | null;
}

/** A page's first screen, rendered: the whole content of #root, its stylesheets and answers. */
export interface FirstScreen {
  rootHtml: string;
  stylesheets: string[];
  calls: Record<string, unknown>;
}

// The remote's own limit, plus the way there and back.
const FETCH_LIMIT_MS = RENDER_LIMIT_MS + 500;

/**
 * The shell's renderer of first screens, or null when its build has no server bundle. For a
 * public route it renders the frame and asks the route's remote for the screen; any failure
 * (remote down, slow or without a render of that screen) gives null, and the browser renders the
 * page, as it does for every other route.
 */
export function shellFirstScreens(
  root: string,
  config: SiteConfig,
  log: FastifyBaseLogger,
): ((pathname: string) => Promise<FirstScreen | null>) | null {
  const bundle = loadServerBundle<ShellBundle>(root);
  if (!bundle) return null;
  bundle.configureFrames(config);
  return async (pathname) => {
    try {
      const frame = bundle.renderFrame(pathname);
      const folder = frame && folderOf(config.remotes[frame.screen.remote]);
      if (!frame || !folder) return null;
      const address = new URL(FIRST_SCREEN_PATH.slice(1), folder);
      address.searchParams.set('module', frame.screen.module);
      address.searchParams.set('props', JSON.stringify(frame.screen.props));
      const response = await fetch(address, { signal: AbortSignal.timeout(FETCH_LIMIT_MS) });
      // 404: that screen is rendered in the browser; 503: its data did not come in time.
      if (!response.ok) return null;
      const screen: unknown = await response.json();
      if (!isAnswer(screen)) throw new Error('the remote answered something else than a screen');
      return {
        rootHtml: frame.html.replace(bundle.SCREEN_MARKER, () => screen.html),
        stylesheets: screen.stylesheets,
        calls: screen.calls,
      };
    } catch (error) {
      log.warn({ err: error, pathname }, 'first screen left to the browser');
      return null;
    }
  };
}

function isAnswer(value: unknown): value is FirstScreenAnswer {
  const answer = value as Partial<FirstScreenAnswer> | null;
  return (
    typeof answer?.html === 'string' &&
    typeof answer.calls === 'object' &&
    answer.calls !== null &&
    Array.isArray(answer.stylesheets) &&
    answer.stylesheets.every((href) => typeof href === 'string')
  );
}
