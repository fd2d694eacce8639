import type { PolicyKey } from '@council/contract/policy-rules';

export type { PolicyKey };

/** A website policy or help page as the site shows it (issue 20). */
export interface PolicyPage {
  key: PolicyKey;
  title: string;
  /** Plain text: paragraphs apart by an empty line, '## ' headings, '- ' lists, [words](/path). */
  body: string;
  /** '' where the page has no Hindi: Hindi readers then see the English. */
  titleHindi: string;
  bodyHindi: string;
  /** false while the page shows its default text, which names the council. */
  edited: boolean;
  /** When an admin last saved it; null for the default text. */
  updatedAt: string | null;
}

/** An admin's texts of a page, as the console's editor sends them. */
export interface PolicyPageDraft {
  title: string;
  body: string;
  titleHindi: string;
  bodyHindi: string;
}
