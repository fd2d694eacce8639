import type { ComponentType } from 'react';
import {
  screensOwnedBy,
  type RemoteName,
  type Screen,
  type ScreensFile,
} from '@council/site-config';

/** A page of a remote, as its screens' routes render it with their props. */
export type Page = ComponentType<Record<string, string>>;

/**
 * Imports a page file, named from the remote's `src` folder ('about/AboutPage.tsx'). It is the
 * remote's own dynamic import, so that webpack puts the remote's page files in its server bundle.
 */
export type PageLoader = (file: string) => Promise<{ default: Page }>;

/** The pages a remote renders on the server, from what its screens.json declares. */
export interface ServerScreens {
  /** The remote's own screens, as the merged table holds them. */
  own: Screen[];
  /** The modules rendered on the server: those of the screens declared `firstScreen: 'server'`. */
  modules: ReadonlySet<string>;
  /** The page of a module rendered on the server, or null when the browser renders it alone. */
  serverScreen(module: string): Promise<Page | null>;
}

/**
 * A remote's server screens from its screens.json (`declared`). A page is imported only when
 * first rendered, after the bundle has been configured: a picture's module computes its address
 * when it is evaluated, from the public path the configuration sets.
 */
export function serverScreensOf(
  remote: RemoteName,
  declared: unknown,
  loadPage: PageLoader,
): ServerScreens {
  const { modules, screens } = declared as ScreensFile;
  const serverModules: ReadonlySet<string> = new Set(
    screens.filter((screen) => screen.firstScreen === 'server').map((screen) => screen.module),
  );
  return {
    own: screensOwnedBy(remote, declared),
    modules: serverModules,
    async serverScreen(module) {
      // Only a declared module's name leads to a file ('constructor' names none).
      const file = serverModules.has(module) ? modules[module] : undefined;
      if (!file) return null;
      return (await loadPage(file.replace(/^\.\/src\//, ''))).default;
    },
  };
}
