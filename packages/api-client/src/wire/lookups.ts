import type { DistrictWire, GrievanceWire, UlbWire, WardWire } from '@council/contract';
import type { District, Grievance, Ulb, Ward } from '../entities';
import { id, text, type Received } from './fields';

export const grievanceFromWire = (wire: Received<GrievanceWire>): Grievance => ({
  id: id(wire.id),
  title: text(wire.grievanceTitle),
});
export const districtFromWire = (wire: Received<DistrictWire>): District => ({
  id: id(wire.id),
  name: text(wire.districtNameEnglish),
});
export const wardFromWire = (wire: Received<WardWire>): Ward => ({
  id: id(wire.id),
  number: text(wire.wardNumber),
});
export const ulbFromWire = (wire: Received<UlbWire>): Ulb => ({
  id: id(wire.id),
  name: text(wire.ulbName),
});
