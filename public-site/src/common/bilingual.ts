import type { BilingualText, ReadersText } from '@council/ui';

/** Chooses a text in the reader's language: what useReadersText() gives. */
export type ReadText = (texts: BilingualText) => ReadersText;

/** An item's title in both languages, as a clerk wrote it. */
export const titleOf = (item: { title: string; titleHindi?: string | null }): BilingualText => ({
  en: item.title,
  hi: item.titleHindi,
});

/** An item's description in both languages, as a clerk wrote it. */
export const descriptionOf = (item: {
  description: string;
  descriptionHindi?: string | null;
}): BilingualText => ({ en: item.description, hi: item.descriptionHindi });
