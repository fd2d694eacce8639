import type { LatestNewsWire } from '@council/contract';
import type { NewsItem } from '../entities';
import { date, id, text, type Received } from './fields';

export const newsItemFromWire = (wire: Received<LatestNewsWire>): NewsItem => ({
  id: id(wire.id),
  title: text(wire.title),
  description: text(wire.description),
  createdDate: date(wire.createdDate),
});
