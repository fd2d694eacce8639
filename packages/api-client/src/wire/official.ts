import type { OfficialWire } from '@council/contract';
import type { Official } from '../entities';
import {
  date,
  storedFile,
  flag,
  id,
  optionalNumber,
  optionalText,
  text,
  type Received,
} from './fields';

/** The wire spells the email field `emailAddres`. */
export const officialFromWire = (wire: Received<OfficialWire>): Official => ({
  id: id(wire.id),
  serialNo: optionalNumber(wire.serialNo),
  name: text(wire.name),
  designation: text(wire.designation),
  nameHindi: optionalText(wire.nameHindi),
  designationHindi: optionalText(wire.designationHindi),
  email: text(wire.emailAddres),
  status: text(wire.status),
  postRemarks: text(wire.postRemarks),
  fromDate: date(wire.fromDate),
  toDate: date(wire.toDate),
  landline: text(wire.landLineNumber),
  mobile: text(wire.mobileNumber),
  showOnHome: flag(wire.showHomePage),
  photo: storedFile(wire.photoPath),
});
