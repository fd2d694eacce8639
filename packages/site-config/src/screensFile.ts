import type { LocalisedText, ScreenDeclaration } from './screens';

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

/** The screens placed in a menu group, in their order, each with its menu wording. */
export function menuLinksOf(screens: readonly ScreenDeclaration[], group: string): MenuLink[] {
  return screens
    .flatMap(({ path, title, menu }) =>
      menu?.group === group ? [{ path, text: menu.text ?? title, order: menu.order }] : [],
    )
    .sort((a, b) => a.order - b.order);
}
