import type { GalleryItem } from '../entities';
import { file, id, text, type WireRecord } from './fields';

export const galleryItemFromWire = (wire: WireRecord): GalleryItem => ({
  id: id(wire.id),
  title: text(wire.title),
  description: text(wire.description),
  photo: file(wire.photoPath),
});
