import type { SlideWire } from '@council/contract';
import type { Slide } from '../entities';
import { storedFile, id, type Received } from './fields';

export const slideFromWire = (wire: Received<SlideWire>): Slide => ({
  id: id(wire.id),
  image: storedFile(wire.sliderPath),
});
