import { interpolate } from './interpolate';
import { directionOf } from './languages';
import { pluralKeys } from './plurals';

/** Texts of one namespace in one language; keys may nest ('notFound.title'). */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** What t() takes besides the key: the values of the text's {{placeholders}}, and these. */
export interface TOptions {
  /** The namespace to read, instead of the one the t was made for. */
  ns?: string;
  /** Chooses the plural form (`key_one`, `key_other`) and is the value of `{{count}}`. */
  count?: number;
  /** The text when no language has the key. */
  defaultValue?: string;
  /** The language to read, instead of the one read now. */
  lng?: string;
  [value: string]: unknown;
}

/** A text by its key ('notice.empty'); the key itself when no language has it. */
export type TFunction = (key: string, options?: TOptions) => string;

type Listener = () => void;

/** The text at a dotted key of a catalogue; undefined for a missing key or a group of texts. */
function textAt(catalogue: Catalogue | undefined, key: string): string | undefined {
  let found: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof found !== 'object') return undefined;
    found = Object.hasOwn(found, part) ? found[part] : undefined;
  }
  return typeof found === 'string' ? found : undefined;
}

// A new object for every group that changes: a bundle read before (getResourceBundle) stays as it
// was, and one whose texts changed is a new object, so caches by identity see the change.
function merged(into: Catalogue, texts: Catalogue): Catalogue {
  const result = { ...into };
  for (const [key, value] of Object.entries(texts)) {
    const kept = result[key];
    result[key] =
      typeof kept === 'object' && typeof value === 'object' ? merged(kept, value) : value;
  }
  return result;
}

/**
 * Texts by language and namespace, the language read now, and whoever waits for either to change.
 * Its calls are i18next's, as far as the site used them, and answer alike.
 */
export class Translator {
  /** The language read now; the fallback language until init. */
  language: string;
  isInitialized = false;
  private readonly bundles = new Map<string, Map<string, Catalogue>>();
  private readonly listeners = new Set<Listener>();
  private changes = 0;

  /** `fallback`: the language whose text is read when the language read now lacks a key. */
  constructor(private readonly fallback: string) {
    this.language = fallback;
  }

  /** Starts reading `language`. */
  init(language: string): void {
    this.isInitialized = true;
    void this.changeLanguage(language);
  }

  t(key: string, options: TOptions = {}): string {
    const language = options.lng ?? this.language;
    const text = this.lookUp(key, options.ns, language, options.count);
    return interpolate(text ?? options.defaultValue ?? key, options, language);
  }

  /** A t reading `language` (null: the one read at each call) and `namespace`, unless told. */
  getFixedT(language: string | null, namespace?: string): TFunction {
    return (key, options = {}) =>
      this.t(key, {
        ...options,
        lng: options.lng ?? language ?? undefined,
        ns: options.ns ?? namespace,
      });
  }

  exists(key: string, options: TOptions = {}): boolean {
    return this.lookUp(key, options.ns, options.lng ?? this.language, options.count) !== undefined;
  }

  /**
   * Reads `language` from now on (synchronously: the server renders each visitor's language in
   * turn) and tells every listener. Its texts are to be there first: see setLanguage.
   */
  changeLanguage(language: string): Promise<void> {
    if (language !== this.language) {
      this.language = language;
      this.changed();
    }
    return Promise.resolve();
  }

  dir(language: string = this.language): 'ltr' | 'rtl' {
    return directionOf(language);
  }

  /** Adds texts to a namespace's, deeply: a key given again takes the new text. */
  addResourceBundle(language: string, namespace: string, texts: Catalogue): void {
    const namespaces = this.bundles.get(language) ?? new Map<string, Catalogue>();
    this.bundles.set(language, namespaces);
    namespaces.set(namespace, merged(namespaces.get(namespace) ?? {}, texts));
    this.changed();
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.get(language)?.has(namespace) ?? false;
  }

  getResourceBundle(language: string, namespace: string): Catalogue | undefined {
    return this.bundles.get(language)?.get(namespace);
  }

  /** Calls `listener` after each change of language or texts; returns what stops it. */
  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** How many changes there have been: a new number means new texts to render. */
  readonly changeCount = (): number => this.changes;

  private changed(): void {
    this.changes += 1;
    for (const listener of [...this.listeners]) listener();
  }

  // The language's text, else the fallback language's; in each, the plural form first.
  private lookUp(
    key: string,
    namespace: string | undefined,
    language: string,
    count: unknown,
  ): string | undefined {
    if (namespace === undefined) return undefined;
    for (const code of new Set([language, this.fallback])) {
      const catalogue = this.getResourceBundle(code, namespace);
      for (const candidate of pluralKeys(key, count, code)) {
        const text = textAt(catalogue, candidate);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  }
}
