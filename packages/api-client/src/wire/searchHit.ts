import type { SearchHitWire, SearchKind } from '@council/contract';
import type { SearchHit } from '../entities';
import { date, id, optionalText, text, type Received } from './fields';

/** The API names a hit's kind by its section's path; screens by the section's clean name. */
const KINDS: Record<SearchKind, SearchHit['kind']> = {
  notice: 'notice',
  circular: 'circular',
  officeorder: 'officeOrder',
  tender: 'tender',
  'latest-news': 'latestNews',
  'press-release': 'pressRelease',
};

const CLEAN_KINDS: readonly unknown[] = Object.values(KINDS);

/** The API's path name, or a clean name as another backend may send it; else undefined. */
function kindOf(kind: unknown): SearchHit['kind'] | undefined {
  if (typeof kind === 'string' && Object.hasOwn(KINDS, kind)) return KINDS[kind as SearchKind];
  return CLEAN_KINDS.includes(kind) ? (kind as SearchHit['kind']) : undefined;
}

/** A hit of a kind this client does not know is left out (null). */
export function searchHitFromWire(wire: Received<SearchHitWire>): SearchHit | null {
  const kind = kindOf(wire.kind);
  if (!kind) return null;
  return {
    kind,
    id: id(wire.id),
    title: text(wire.title),
    description: text(wire.description),
    titleHindi: optionalText(wire.titleHindi),
    descriptionHindi: optionalText(wire.descriptionHindi),
    date: date(wire.date),
  };
}
