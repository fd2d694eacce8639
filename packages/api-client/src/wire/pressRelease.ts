import type { PressReleaseWire } from '@council/contract';
import type { PressRelease } from '../entities';
import { date, storedFile, id, optionalText, text, type Received } from './fields';

export const pressReleaseFromWire = (wire: Received<PressReleaseWire>): PressRelease => ({
  id: id(wire.id),
  title: text(wire.title),
  description: text(wire.description),
  titleHindi: optionalText(wire.titleHindi),
  descriptionHindi: optionalText(wire.descriptionHindi),
  newspaper: text(wire.releaseNewsPaperName),
  pageNo: text(wire.releasesPageNo),
  releaseDate: date(wire.releaseDate),
  photo: storedFile(wire.photoPath),
  showUntil: date(wire.showUntil),
});
