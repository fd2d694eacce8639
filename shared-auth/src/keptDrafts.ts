/*
 * Drafts kept in the tab: what a person had typed in an open form when their session ended under
 * them (expiry, or the API refusing its token), offered back once they sign in again as the same
 * account. Kept in sessionStorage (this tab only, gone when it closes), filed under the account
 * and the form; never files, never passwords (see keepable). A sign-out of their own drops them
 * all (session.ts).
 */

const PREFIX = 'council-draft:';

/** What a form had when its session ended. */
export interface KeptDraft<Values> {
  values: Values;
  /** Files had been chosen: they are not kept, and must be chosen again. */
  filesLeftOut: boolean;
  /** When it was kept, in ms since the epoch. */
  keptAt: number;
}

// Names of what is never written down, whatever form it comes from.
const SECRET_NAME = /pass(word|phrase|code)|secret|otp/i;

/**
 * The part of a form's values that may be kept in the tab: text, numbers, ticks and plain objects
 * and lists of them. Files (any Blob) and anything named like a password are left out; so is
 * anything else that does not survive JSON (functions, class instances).
 */
export function keepable(values: unknown): { kept: unknown; filesLeftOut: boolean } {
  let filesLeftOut = false;
  const keep = (value: unknown): unknown => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
    if (isFile(value)) {
      filesLeftOut = true;
      return undefined;
    }
    if (Array.isArray(value)) return value.map(keep).filter((item) => item !== undefined);
    if (!isPlainObject(value)) return undefined;
    const kept: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      if (SECRET_NAME.test(name)) continue;
      const keptItem = keep(item);
      if (keptItem !== undefined) kept[name] = keptItem;
    }
    return kept;
  };
  return { kept: keep(values), filesLeftOut };
}

function isFile(value: unknown): boolean {
  return (
    (typeof Blob !== 'undefined' && value instanceof Blob) ||
    (typeof FileList !== 'undefined' && value instanceof FileList)
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function keyOf(account: string, form: string): string {
  return `${PREFIX}${encodeURIComponent(account)}:${form}`;
}

/** The tab's storage, or null where there is none (the server, a browser that refuses it). */
function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps what `form` holds for `account`, over any draft kept before. */
export function keepDraft(account: string, form: string, values: unknown, now = Date.now()): void {
  const { kept, filesLeftOut } = keepable(values);
  const draft: KeptDraft<unknown> = { values: kept, filesLeftOut, keptAt: now };
  try {
    tabStorage()?.setItem(keyOf(account, form), JSON.stringify(draft));
  } catch {
    // A full or refused storage keeps nothing: the form is lost as it was before drafts.
  }
}

/** The draft kept for `account`'s `form`, or null (none, or unreadable). */
export function keptDraft<Values>(account: string, form: string): KeptDraft<Values> | null {
  try {
    const text = tabStorage()?.getItem(keyOf(account, form));
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<KeptDraft<Values>> | null;
    if (!draft || typeof draft !== 'object' || !('values' in draft)) return null;
    return {
      values: draft.values as Values,
      filesLeftOut: draft.filesLeftOut === true,
      keptAt: typeof draft.keptAt === 'number' ? draft.keptAt : 0,
    };
  } catch {
    return null;
  }
}

/** Forgets the draft of `account`'s `form` (restored, discarded, or the form was saved). */
export function dropDraft(account: string, form: string): void {
  try {
    tabStorage()?.removeItem(keyOf(account, form));
  } catch {
    // Nothing could be kept either.
  }
}

/** Forgets every draft kept in the tab, of every account. */
export function dropAllDrafts(): void {
  const storage = tabStorage();
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing could be kept either.
  }
}
