import type { Slide } from '../entities';
import { file, id, type WireRecord } from './fields';

export const slideFromWire = (wire: WireRecord): Slide => ({
  id: id(wire.id),
  image: file(wire.sliderPath),
});
