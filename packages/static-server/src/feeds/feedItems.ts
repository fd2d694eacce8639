import type { Feed } from '@council/site-config/node';
import { instantOf } from './dates';

/** One published item as a feed or the sitemap needs it, read from a public list's wire item. */
export interface PublishedItem {
  id: number;
  title: { en: string; hi: string };
  description: { en: string; hi: string };
  /** When it was issued, released or published; null where the clerk gave no date. */
  date: Date | null;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

// Each list's wire names (the contract's, a tender's as SPEC.md spells them).
const WIRE = {
  document: { title: 'title', description: 'description', date: 'issueDate' },
  latestNews: { title: 'title', description: 'description', date: 'createdDate' },
  pressReleases: { title: 'title', description: 'description', date: 'releaseDate' },
  tenders: { title: 'tender_title', description: 'tender_discreption', date: 'publish_date' },
} as const;

function namesOf(section: Feed['section']) {
  if (section === 'latestNews' || section === 'pressReleases' || section === 'tenders') {
    return WIRE[section];
  }
  return WIRE.document;
}

/** The item, or null for one without a usable id (never linked to a page that cannot exist). */
export function publishedItem(
  section: Feed['section'],
  wire: Record<string, unknown>,
): PublishedItem | null {
  const { id } = wire;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
  const names = namesOf(section);
  return {
    id,
    title: { en: textOf(wire[names.title]), hi: textOf(wire.titleHindi) },
    description: { en: textOf(wire[names.description]), hi: textOf(wire.descriptionHindi) },
    date:
      instantOf(wire[names.date]) ?? (section === 'tenders' ? instantOf(wire.created_date) : null),
  };
}

/** A text in `language` where the clerk wrote it, else the other one. */
export function inLanguage(text: { en: string; hi: string }, language: string): string {
  if (language === 'hi') return text.hi || text.en;
  return text.en || text.hi;
}
