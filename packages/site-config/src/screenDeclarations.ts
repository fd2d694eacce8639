import type { RemoteName } from './remoteEntries';
import type { LocalisedText, MenuPlace, Screen, ScreenAccess, ScreenDeclaration } from './screens';
import { normalisePath } from './screens';

/** A screen of a remote's list that does not hold: its path (or place, `#2`) and why. */
export interface Refusal {
  screen: string;
  why: string;
}

/**
 * The screens of a remote's list that hold, one line to log for each one refused, and the same
 * refusals apart (for a build to word its own error).
 */
export interface CheckedScreens {
  screens: Screen[];
  problems: string[];
  refusals: Refusal[];
}

/** A check of its own a caller adds: what is wrong with the declaration, or undefined. */
export type ExtraCheck = (declaration: ScreenDeclaration) => string | undefined;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isObject(value) && Object.values(value).every((text) => typeof text === 'string');

/**
 * Checks the list a remote publishes (`screens.json`: `{ remote, screens }`). Each screen that
 * does not hold is refused with a line saying why; the others are kept, with only the fields of
 * a declaration, so nothing else a remote writes reaches the page. A value that is no list of
 * screens at all, or another remote's, throws: the caller keeps what it knew. `extraCheck` (the
 * build's: its module is one the remote exposes) refuses a screen before it may claim its path.
 */
export function parseRemoteScreens(
  value: unknown,
  remote: RemoteName,
  extraCheck?: ExtraCheck,
): CheckedScreens {
  if (!isObject(value) || !Array.isArray(value.screens)) {
    throw new Error(`${remote}'s screens.json holds no list of screens.`);
  }
  if (value.remote !== undefined && value.remote !== remote) {
    throw new Error(`${remote}'s screens.json is the list of ${String(value.remote)}.`);
  }
  const screens: Screen[] = [];
  const refusals: Refusal[] = [];
  const paths = new Set<string>();
  value.screens.forEach((entry: unknown, index) => {
    const checked = checkDeclaration(entry);
    const why =
      typeof checked === 'string'
        ? checked
        : (extraCheck?.(checked) ??
          (paths.has(normalisePath(checked.path)) ? 'the list declares that path twice' : null));
    if (why !== null) {
      const screen =
        isObject(entry) && typeof entry.path === 'string' ? entry.path : `#${index + 1}`;
      refusals.push({ screen, why });
    } else if (typeof checked !== 'string') {
      paths.add(normalisePath(checked.path));
      screens.push({ ...checked, remote });
    }
  });
  const problems = refusals.map(
    ({ screen, why }) => `${remote}: screen ${screen} refused: ${why}.`,
  );
  return { screens, problems, refusals };
}

/** The declaration with its known fields only, or what is wrong with it. */
export function checkDeclaration(entry: unknown): ScreenDeclaration | string {
  if (!isObject(entry)) return 'it is not an object';
  const { path, module, props, access, dashboard, title, menu, firstScreen, firstCall } = entry;
  if (typeof path !== 'string' || !path.startsWith('/')) return "path must start with '/'";
  if (typeof module !== 'string' || module === '') return 'module must name an exposed module';
  if (props !== undefined && !isStringRecord(props)) return 'props must be an object of strings';
  if (!isAccess(access)) return "access must be 'public' or a list of roles";
  if (dashboard !== undefined && typeof dashboard !== 'boolean')
    return 'dashboard must be true or false';
  if (!isLocalisedText(title)) return 'title must give at least title.en';
  const menuProblem = menu === undefined ? undefined : checkMenu(menu);
  if (menuProblem) return menuProblem;
  if (firstScreen !== undefined && firstScreen !== 'server' && firstScreen !== 'browser') {
    return "firstScreen must be 'server' or 'browser'";
  }
  if (firstCall !== undefined && !isApiPath(firstCall)) {
    return "firstCall must be a path on the API, like '/api/v2/admin/notices?page={page}'";
  }
  return {
    path,
    module,
    ...(props === undefined ? {} : { props }),
    access,
    ...(dashboard === undefined ? {} : { dashboard }),
    title,
    ...(menu === undefined ? {} : { menu: menu as MenuPlace | MenuPlace[] }),
    ...(firstScreen === undefined ? {} : { firstScreen }),
    ...(firstCall === undefined ? {} : { firstCall }),
  };
}

/**
 * The shell sends the visitor's token with a first call: it may only name a path on the site's
 * own API, never another host ('//x'), a way out of /api ('..') or a place to hide one (spaces, '\\').
 */
function isApiPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 300 &&
    /^\/api\/[A-Za-z0-9\-._~/?&=%{}]*$/.test(value) &&
    !value.includes('//') &&
    !value.includes('..')
  );
}

function isAccess(value: unknown): value is ScreenAccess {
  return (
    value === 'public' ||
    (Array.isArray(value) &&
      value.length > 0 &&
      value.every((role) => typeof role === 'string' && role !== ''))
  );
}

function isLocalisedText(value: unknown): value is LocalisedText {
  return isStringRecord(value) && typeof value.en === 'string' && value.en !== '';
}

/** A menu place, or a list of places (a screen shown in several menus). */
function checkMenu(menu: unknown): string | undefined {
  if (!Array.isArray(menu)) return checkMenuPlace(menu);
  if (menu.length === 0) return 'menu must be a place or a list of places';
  return menu.map(checkMenuPlace).find((problem) => problem !== undefined);
}

function checkMenuPlace(menu: unknown): string | undefined {
  if (!isObject(menu) || typeof menu.group !== 'string' || menu.group === '') {
    return 'menu.group must name a group of the menu';
  }
  if (typeof menu.order !== 'number' || !Number.isFinite(menu.order)) {
    return 'menu.order must be a number';
  }
  if (menu.text !== undefined && !isLocalisedText(menu.text)) {
    return 'menu.text must give at least menu.text.en';
  }
  return undefined;
}
