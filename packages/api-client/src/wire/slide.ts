import type { SlideWire } from '@council/contract';
import type { Slide } from '../entities';
import { storedFile, id, optionalText, type Received } from './fields';

export const slideFromWire = (wire: Received<SlideWire>): Slide => ({
  id: id(wire.id),
  image: storedFile(wire.sliderPath),
  caption: optionalText(wire.caption),
  captionHindi: optionalText(wire.captionHindi),
});
