import type { NewsItem } from '../entities';
import { date, id, text, type WireRecord } from './fields';

export const newsItemFromWire = (wire: WireRecord): NewsItem => ({
  id: id(wire.id),
  title: text(wire.title),
  description: text(wire.description),
  createdDate: date(wire.createdDate),
});
