import type { AboutWire } from '@council/contract';
import type { AboutEntry } from '../entities';
import { storedFile, id, optionalText, text, type Received } from './fields';

export const aboutFromWire = (wire: Received<AboutWire>): AboutEntry => ({
  id: id(wire.id),
  name: text(wire.name),
  description: text(wire.description),
  nameHindi: optionalText(wire.nameHindi),
  descriptionHindi: optionalText(wire.descriptionHindi),
  photo: storedFile(wire.photoPath),
});
