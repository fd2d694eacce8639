import type { ComponentType } from 'react';
import type { ScreensFile } from '@council/site-config';
import declared from '../../screens.json';

type Page = ComponentType<Record<string, string>>;

const { modules, screens } = declared as ScreensFile;

/** The modules rendered on the server: those of the screens declared `firstScreen: 'server'`. */
export const SERVER_MODULES: ReadonlySet<string> = new Set(
  screens.filter((screen) => screen.firstScreen === 'server').map((screen) => screen.module),
);

/**
 * The page of a module rendered on the server, or null when the browser renders it alone.
 * Its file comes from the declared modules; the server bundle holds the page files (*Page.tsx).
 */
export async function serverScreen(module: string): Promise<Page | null> {
  const file = SERVER_MODULES.has(module) ? modules[module] : undefined;
  if (!file) return null;
  const page = (await import(
    /* webpackInclude: /Page\.tsx$/ */ `../${file.replace(/^\.\/src\//, '')}`
  )) as { default: Page };
  return page.default;
}
