import type { District, Grievance, Ulb, Ward } from '../entities';
import { id, text, type WireRecord } from './fields';

export const grievanceFromWire = (wire: WireRecord): Grievance => ({
  id: id(wire.id),
  title: text(wire.grievanceTitle),
});
export const districtFromWire = (wire: WireRecord): District => ({
  id: id(wire.id),
  name: text(wire.districtNameEnglish),
});
export const wardFromWire = (wire: WireRecord): Ward => ({
  id: id(wire.id),
  number: text(wire.wardNumber),
});
export const ulbFromWire = (wire: WireRecord): Ulb => ({
  id: id(wire.id),
  name: text(wire.ulbName),
});
