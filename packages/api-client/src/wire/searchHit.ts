import type { SearchHit } from '../entities';
import { date, id, text, type WireRecord } from './fields';

const KINDS: SearchHit['kind'][] = [
  'notice',
  'circular',
  'officeOrder',
  'tender',
  'latestNews',
  'pressRelease',
];

export function searchHitFromWire(wire: WireRecord): SearchHit | null {
  const kind = KINDS.find((known) => known === wire.kind);
  if (!kind) return null;
  return {
    kind,
    id: id(wire.id),
    title: text(wire.title),
    description: text(wire.description),
    date: date(wire.date),
  };
}
