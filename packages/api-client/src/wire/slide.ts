import type { SlideWire } from '@council/contract';
import type { Slide } from '../entities';
import { file, id, type Received } from './fields';

export const slideFromWire = (wire: Received<SlideWire>): Slide => ({
  id: id(wire.id),
  image: file(wire.sliderPath),
});
