import type { LastUpdatedPart } from '@council/contract';
import type { ChangedPart } from './recordChange';

/**
 * Where each part's changes are recorded: the table content_change names it by. The public
 * complaints have no row there: their newest change is their newest event (readLastUpdated).
 */
export const RECORDED_AS: Readonly<Record<Exclude<LastUpdatedPart, 'complaints'>, ChangedPart>> = {
  slides: 'slider',
  about: 'about',
  officials: 'employee',
  tenders: 'tender',
  notices: 'notice',
  circulars: 'circular',
  officeOrders: 'office_order',
  latestNews: 'latest_news',
  gallery: 'gallery',
  pressReleases: 'press_release',
  holidays: 'holiday',
  policies: 'policy_page',
};

/** The part a section's table is, for the SPEC.md list calls registered by section. */
export function partOfTable(table: ChangedPart): LastUpdatedPart | undefined {
  const found = Object.entries(RECORDED_AS).find(([, recorded]) => recorded === table);
  return found?.[0] as LastUpdatedPart | undefined;
}
