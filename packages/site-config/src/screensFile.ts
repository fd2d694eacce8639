import type { RemoteName } from './remoteEntries';
import type { LocalisedText, MenuPlace, Screen, ScreenDeclaration } from './screens';

/** A remote's `screens.json` source: the modules it exposes and the screens they show. */
export interface ScreensFile {
  /** Exposed module name ('./Home') to its file, from the remote's folder. */
  modules: Record<string, string>;
  screens: ScreenDeclaration[];
}

/** One entry of a menu group: where it leads and what it says. */
export interface MenuLink {
  path: string;
  text: LocalisedText;
  order: number;
}

const placesOf = (menu: ScreenDeclaration['menu']): MenuPlace[] =>
  menu === undefined ? [] : Array.isArray(menu) ? menu : [menu];

/** The screens placed in a menu group, in their order, each with its menu wording. */
export function menuLinksOf(screens: readonly ScreenDeclaration[], group: string): MenuLink[] {
  return screens
    .flatMap(({ path, title, menu }) =>
      placesOf(menu)
        .filter((place) => place.group === group)
        .map((place) => ({ path, text: place.text ?? title, order: place.order })),
    )
    .sort((a, b) => a.order - b.order);
}

/**
 * A remote's own screens as the merged table holds them, for where no shell merges the table:
 * the remote's stand-alone page and its tests.
 */
export function screensOwnedBy(remote: RemoteName, declared: unknown): Screen[] {
  return (declared as ScreensFile).screens.map((declaration) => ({ ...declaration, remote }));
}
