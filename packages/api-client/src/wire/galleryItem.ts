import type { GalleryWire } from '@council/contract';
import type { GalleryItem } from '../entities';
import { storedFile, id, optionalText, text, type Received } from './fields';

export const galleryItemFromWire = (wire: Received<GalleryWire>): GalleryItem => ({
  id: id(wire.id),
  title: text(wire.title),
  description: text(wire.description),
  titleHindi: optionalText(wire.titleHindi),
  descriptionHindi: optionalText(wire.descriptionHindi),
  photo: storedFile(wire.photoPath),
});
