import { AccountLinkRoutes, pageFromSearch } from '@council/contract/paths';
import type { RemoteName } from './remoteEntries';

// The screens of the site. Each remote declares its own in `<remote>/screens.json` (with the
// modules it exposes); its build publishes them beside remoteEntry.js as `screens.json`; the
// shell's server reads every remote's list on each page load, merges them with the shell's own
// routes and embeds the merged table in the page's site configuration. Guards, menus, titles and
// first screens all read that one table.

/** A text in each language the site offers; English is always given. */
export type LocalisedText = { en: string } & Partial<Record<string, string>>;

/**
 * Who may open a screen: anyone ('public'), or a signed-in person whose role is in the list
 * (['admin'], ['user'], later ['admin', 'officer']).
 */
export type ScreenAccess = 'public' | string[];

/** Where a screen stands in one of the shell's menus: one of the shell's groups, and its order. */
export interface MenuPlace {
  /** A group the shell owns ('home', 'aboutUs', 'tenders', 'documents', 'footer', ...). */
  group: string;
  /** Position inside the group, smallest first; the shell's own entries have orders too. */
  order: number;
  /** The menu's wording when it differs from the title. */
  text?: LocalisedText;
}

/** One screen as its remote declares it. */
export interface ScreenDeclaration {
  /** '/notice'; matched case-insensitively, a trailing slash ignored. */
  path: string;
  /** The exposed module that shows it ('./Documents'). */
  module: string;
  /** Props for a module that serves several screens ({ kind: 'notice' }). */
  props?: Record<string, string>;
  access: ScreenAccess;
  /** The start screen of its roles after sign-in; a visit by a wrong role lands on its own. */
  dashboard?: boolean;
  /** The page's title (the council's name follows it in the browser's tab). */
  title: LocalisedText;
  /** Its place in a menu, or its places when it shows in several (the About Us menu and the footer). */
  menu?: MenuPlace | MenuPlace[];
  /** 'server': the first screen comes rendered from the remote's server; default 'browser'. */
  firstScreen?: 'server' | 'browser';
  /**
   * The API call (a GET of a path on the API) whose answer a signed-in screen shows first, with
   * `{page}` for the page the address names (`?page=3`, else 1): '/api/v2/admin/notices?page={page}'.
   * The shell starts it as the page opens, beside the screen's own scripts; the screen's call is
   * then answered from it. It must be the very address the screen asks for, or it is not used.
   */
  firstCall?: string;
}

/** What a remote's build publishes as `screens.json` beside its remoteEntry.js. */
export interface RemoteScreens {
  remote: RemoteName;
  screens: ScreenDeclaration[];
}

/** A screen of the merged table: a declaration and the remote that owns it. */
export interface Screen extends ScreenDeclaration {
  remote: RemoteName;
}

/** The file a remote declares its screens in, and the one its build publishes. */
export const SCREENS_FILE = 'screens.json';

/**
 * The shell's own pages: sign-in and the account pages a person reaches before any session
 * (issue 15), and the sitemap, which lists every public page (issue 17). The mailed links lead to
 * the contract's AccountLinkRoutes.
 */
export const SHELL_ROUTES = {
  login: '/login',
  register: '/register',
  verifyEmail: AccountLinkRoutes.verifyEmail,
  forgotPassword: '/forgot-password',
  resetPassword: AccountLinkRoutes.resetPassword,
  sitemap: '/sitemap',
} as const;

/** Paths the shell serves itself; no remote may declare them. */
export const SHELL_PATHS: readonly string[] = Object.values(SHELL_ROUTES);

/** Route matching is case-insensitive and ignores a trailing slash, as the router's is. */
export function normalisePath(path: string): string {
  return path.toLowerCase().replace(/(.)\/+$/, '$1');
}

/** The screen a path opens in the merged table, if any. */
export function screenAt(screens: readonly Screen[], pathname: string): Screen | undefined {
  const wanted = normalisePath(pathname);
  return screens.find((screen) => normalisePath(screen.path) === wanted);
}

/**
 * The screen a path opens when anyone may open it: the one a page may preload or render before
 * anyone signs in. A screen that needs a sign-in, or a path of no screen, gives undefined.
 */
export function publicScreenAt(screens: readonly Screen[], pathname: string): Screen | undefined {
  return onlyIfPublic(screenAt(screens, pathname));
}

/**
 * The screen a path opens for a visitor of this role (null: not signed in); undefined when the
 * path has no screen or the role may not open it.
 */
export function screenOpenTo(
  screens: readonly Screen[],
  pathname: string,
  role: string | null,
): Screen | undefined {
  const screen = screenAt(screens, pathname);
  if (!screen || screen.access === 'public') return screen;
  return role !== null && screen.access.includes(role) ? screen : undefined;
}

/** The screen when anyone may open it; for a caller that has looked it up already. */
export function onlyIfPublic(screen: Screen | undefined): Screen | undefined {
  return screen?.access === 'public' ? screen : undefined;
}

/**
 * The address of a screen's first call (its `firstCall`, `{page}` filled in from the page's query
 * `search`) on the API at `apiBaseUrl`, or undefined for a screen that declares none.
 */
export function firstCallAddress(
  screen: Pick<ScreenDeclaration, 'firstCall'>,
  search: string,
  apiBaseUrl: string,
): string | undefined {
  if (!screen.firstCall) return undefined;
  const page = pageFromSearch(new URLSearchParams(search).get('page'));
  return `${apiBaseUrl.replace(/\/+$/, '')}${screen.firstCall.replace('{page}', String(page))}`;
}
