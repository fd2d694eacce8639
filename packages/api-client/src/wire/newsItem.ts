import type { LatestNewsWire } from '@council/contract';
import type { NewsItem } from '../entities';
import { date, id, optionalText, text, type Received } from './fields';

export const newsItemFromWire = (wire: Received<LatestNewsWire>): NewsItem => ({
  id: id(wire.id),
  title: text(wire.title),
  description: text(wire.description),
  titleHindi: optionalText(wire.titleHindi),
  descriptionHindi: optionalText(wire.descriptionHindi),
  createdDate: date(wire.createdDate),
  showUntil: date(wire.showUntil),
});
