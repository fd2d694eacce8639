import { Type, type Static } from '@sinclair/typebox';

/** GET /api/User/grievance, /district, /ward, /ulb: the add-complaint form's choices. */
export const GrievanceWire = Type.Object({ id: Type.Integer(), grievanceTitle: Type.String() });
export type GrievanceWire = Static<typeof GrievanceWire>;
export const DistrictWire = Type.Object({
  id: Type.Integer(),
  districtNameEnglish: Type.String(),
});
export type DistrictWire = Static<typeof DistrictWire>;
export const WardWire = Type.Object({ id: Type.Integer(), wardNumber: Type.String() });
export type WardWire = Static<typeof WardWire>;
export const UlbWire = Type.Object({ id: Type.Integer(), ulbName: Type.String() });
export type UlbWire = Static<typeof UlbWire>;
