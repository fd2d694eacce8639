import { HINDI_SENTENCES, HINDI_TERMS } from './hindi';
import type { Language } from './language';

/**
 * The API's sentences in the reader's language. The English stays where it is written (SPEC.md's
 * texts, in the code that refuses or answers); the Hindi table (hindi/) maps each English
 * sentence to its Hindi twin. A sentence with values is a template: 'There is no {section} with
 * id {id}.' matches 'There is no notice with id 5.', and each value is itself looked up ('notice'
 * is 'सूचना'), except those that are data (see RAW_VALUES). Of several templates that match, the
 * one with the most fixed words wins, so a specific sentence beats a general one.
 */

/** Placeholder names whose values are people's data, never translated: ids, emails, names. */
const RAW_VALUES = new Set(['id', 'email', 'name', 'wire', 'date', 'holiday', 'value', 'number']);
const PLACEHOLDER = /\{(\w+)\}/g;
/** Values inside values ('Title of document 2' in '{label} is required.'): a few levels at most. */
const MAX_NESTING = 3;

interface Template {
  pattern: RegExp;
  names: string[];
  hindi: string;
  fixedLength: number;
}

/** Sentences, or terms: what is looked up first for a whole answer, and for a value in it. */
class Entries {
  private readonly exact = new Map<string, string>();
  private readonly templates: Template[] = [];

  constructor(table: Readonly<Record<string, string>>) {
    for (const [english, hindi] of Object.entries(table)) {
      const names = placeholdersOf(english);
      if (names.length === 0) this.exact.set(english, hindi);
      else this.templates.push(compile(english, names, hindi));
    }
    this.templates.sort((a, b) => b.fixedLength - a.fixedLength);
  }

  exactly(english: string): string | undefined {
    return this.exact.get(english);
  }

  /** The best template that matches, with its values, or undefined. */
  matching(english: string): { template: Template; values: string[] } | undefined {
    for (const template of this.templates) {
      const match = template.pattern.exec(english);
      if (match) return { template, values: template.names.map((_, i) => match[i + 1] ?? '') };
    }
    return undefined;
  }
}

/**
 * Sentences and terms apart, so that a term with a value ('Title of document {n}') never takes a
 * whole sentence for its value ('Title of document 3 is required.'): an answer is looked up among
 * the sentences first, a value among the terms first.
 */
export class MessageTable {
  private readonly sentences: Entries;
  private readonly terms: Entries;

  constructor(
    sentences: Readonly<Record<string, string>>,
    terms: Readonly<Record<string, string>> = {},
  ) {
    this.sentences = new Entries(sentences);
    this.terms = new Entries(terms);
  }

  /** The Hindi twin of an English sentence, or undefined when the table has none. */
  hindiOf(english: string): string | undefined {
    return this.lookUp(english, [this.sentences, this.terms], 0);
  }

  private lookUp(english: string, order: Entries[], nesting: number): string | undefined {
    for (const entries of order) {
      const exact = entries.exactly(english);
      if (exact !== undefined) return exact;
    }
    if (nesting >= MAX_NESTING) return undefined;
    for (const entries of order) {
      const found = entries.matching(english);
      if (found) return this.fill(found.template, found.values, nesting);
    }
    return undefined;
  }

  private fill(template: Template, values: string[], nesting: number): string {
    const filled = new Map(
      template.names.map((name, index) => {
        const value = values[index] ?? '';
        if (RAW_VALUES.has(name)) return [name, value];
        const translated = this.lookUp(value, [this.terms, this.sentences], nesting + 1);
        return [name, translated ?? value];
      }),
    );
    return template.hindi.replace(PLACEHOLDER, (whole, name: string) => filled.get(name) ?? whole);
  }
}

/** The names of a sentence's placeholders, in order ('{label} is {what}.' → label, what). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

function compile(english: string, names: string[], hindi: string): Template {
  const parts = english.split(PLACEHOLDER);
  // split() with a capture group alternates fixed text and placeholder names.
  const source = parts
    .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
    .join('');
  const fixedLength = parts.filter((_, index) => index % 2 === 0).join('').length;
  return { pattern: new RegExp(`^${source}$`, 's'), names, hindi, fixedLength };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const TABLE = new MessageTable(HINDI_SENTENCES, HINDI_TERMS);

/** The Hindi twin of an API sentence, or undefined when there is none. */
export function hindiOf(english: string): string | undefined {
  return TABLE.hindiOf(english);
}

/** An API sentence in `language`; the English itself where Hindi has no twin. */
export function inLanguage(english: string, language: Language): string {
  if (language === 'en') return english;
  return hindiOf(english) ?? english;
}
