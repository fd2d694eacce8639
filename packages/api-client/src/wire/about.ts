import type { AboutEntry } from '../entities';
import { file, id, text, type WireRecord } from './fields';

export const aboutFromWire = (wire: WireRecord): AboutEntry => ({
  id: id(wire.id),
  name: text(wire.name),
  description: text(wire.description),
  photo: file(wire.photoPath),
});
