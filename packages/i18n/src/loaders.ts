import { i18n } from './instance';
import type { Catalogue } from './translator';

/** Loads one namespace's texts in one language: `() => import('./hi.json')`, its own chunk. */
export type CatalogueLoader = () => Promise<Catalogue | { default: Catalogue }>;

/** One registered loader: an app may split a namespace into several catalogues, each its own. */
interface Registered {
  namespace: string;
  load: CatalogueLoader;
}

// language -> every loader registered for it, in order.
const loaders = new Map<string, Registered[]>();
// Each loader's load, started once; a failed one is forgotten, to be tried again.
const loads = new Map<Registered, Promise<void>>();
// The language being switched to, before the translator changes (see setLanguage).
let coming: string | undefined;

// A JSON chunk arrives as a module whose default export is the catalogue.
function catalogueOf(loaded: Catalogue | { default: Catalogue }): Catalogue {
  const { default: inner } = loaded as { default?: unknown };
  return typeof inner === 'object' && inner !== null ? (inner as Catalogue) : (loaded as Catalogue);
}

function loadCatalogue(language: string, registered: Registered): Promise<void> {
  const started = loads.get(registered);
  if (started) return started;
  const loading = registered.load().then(
    (loaded) => i18n.addResourceBundle(language, registered.namespace, catalogueOf(loaded)),
    (error: unknown) => {
      loads.delete(registered);
      throw error;
    },
  );
  loads.set(registered, loading);
  return loading;
}

/** Whether `language` is the one read now, or the one a switch is loading. */
function isWanted(language: string): boolean {
  return language === coming || (i18n.isInitialized && language === i18n.language);
}

/**
 * Registers texts of a namespace in a language as a lazy chunk, loaded only when that language is
 * wanted: English pages never fetch the Hindi catalogues. Like addCatalogue, several catalogues of
 * one namespace add up (the shell's own, its account pages', ...): each loader is kept, and
 * registering the same loader again changes nothing. A remote whose module registers while its
 * language is active starts loading at once; the shell awaits loadLanguage() before rendering
 * its screen, so there is no flash of English.
 */
export function addCatalogueLoader(
  namespace: string,
  language: string,
  load: CatalogueLoader,
): void {
  const forLanguage = loaders.get(language) ?? [];
  loaders.set(language, forLanguage);
  if (forLanguage.some((kept) => kept.namespace === namespace && kept.load === load)) return;
  const registered = { namespace, load };
  forLanguage.push(registered);
  if (isWanted(language)) loadCatalogue(language, registered).catch(() => undefined);
}

/**
 * Loads every catalogue registered for `language` (by default the one read now), including any
 * registered while loading; resolves at once when all are there. Rejects when a chunk fails to
 * load (the texts then fall back to English), so a later call can try again.
 */
export async function loadLanguage(language: string = i18n.language): Promise<void> {
  const done = new Set<Registered>();
  for (;;) {
    const pending = (loaders.get(language) ?? []).filter((registered) => !done.has(registered));
    if (pending.length === 0) return;
    await Promise.all(pending.map((registered) => loadCatalogue(language, registered)));
    for (const registered of pending) done.add(registered);
  }
}

/** Marks the language a switch is loading, so loaders registered meanwhile start too. */
export function expectLanguage(language: string | undefined): void {
  coming = language;
}
