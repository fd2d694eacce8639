import {
  adminEndpoints,
  HOME_DESIGNATIONS,
  OFFICIALS_PAGE_DESIGNATIONS,
  type Official,
  type OfficialDraft,
} from '@council/api-client';
import { dateInputOf, fileOf, optionalTextOf, textOf } from '../section-editor/formValues';
import { inEnglishAndHindi } from '../section-editor/bilingual';
import type { EditorSection } from '../section-editor/types';
import { allOf, required } from '../section-editor/validation';

// The designations the public pages ask for: offered while typing so that a new official shows
// up where citizens look, while any other designation can still be typed.
const DESIGNATIONS = [
  ...new Set([...HOME_DESIGNATIONS, ...Object.values(OFFICIALS_PAGE_DESIGNATIONS).flat()]),
];

/** Minister/Officer/Emp. (SPEC.md sections 2, 3 and 5). */
export const employeesSection: EditorSection<Official, OfficialDraft> = {
  texts: 'employees',
  endpoint: adminEndpoints.officials,
  fields: [
    { name: 'serialNo', kind: 'number' },
    ...inEnglishAndHindi<Official>('name', 'text', { required: true }),
    // The public pages find officials by their English designation: only it is offered.
    ...inEnglishAndHindi<Official>('designation', 'text', {
      required: true,
      suggestions: DESIGNATIONS,
    }),
    { name: 'email', kind: 'email', required: true },
    { name: 'status', kind: 'text' },
    { name: 'postRemarks', kind: 'textarea' },
    { name: 'fromDate', kind: 'date' },
    { name: 'toDate', kind: 'date' },
    { name: 'landline', kind: 'text' },
    { name: 'mobile', kind: 'text' },
    { name: 'showOnHome', kind: 'checkbox' },
    { name: 'photo', kind: 'photo', stored: (record) => record.photo },
  ],
  columns: [
    { name: 'photo', kind: 'photo', value: (record) => record.photo },
    { name: 'name', kind: 'text', value: (r) => r.name, hindi: (r) => r.nameHindi },
    {
      name: 'designation',
      kind: 'text',
      value: (record) => record.designation,
      hindi: (record) => record.designationHindi,
    },
  ],
  toValues: (record) => ({
    serialNo: record.serialNo === null ? '' : String(record.serialNo),
    name: record.name,
    nameHindi: record.nameHindi ?? '',
    designation: record.designation,
    designationHindi: record.designationHindi ?? '',
    email: record.email,
    status: record.status,
    postRemarks: record.postRemarks,
    fromDate: dateInputOf(record.fromDate),
    toDate: dateInputOf(record.toDate),
    landline: record.landline,
    mobile: record.mobile,
    showOnHome: record.showOnHome,
    photo: null,
  }),
  toDraft: (values, id) => {
    const serialNo = optionalTextOf(values.serialNo);
    return {
      id,
      serialNo: serialNo === null ? null : Number(serialNo),
      name: textOf(values.name).trim(),
      nameHindi: textOf(values.nameHindi).trim(),
      designation: textOf(values.designation).trim(),
      designationHindi: textOf(values.designationHindi).trim(),
      email: textOf(values.email).trim(),
      status: textOf(values.status).trim(),
      postRemarks: textOf(values.postRemarks),
      fromDate: optionalTextOf(values.fromDate),
      toDate: optionalTextOf(values.toDate),
      landline: textOf(values.landline).trim(),
      mobile: textOf(values.mobile).trim(),
      showOnHome: values.showOnHome === true,
      newPhoto: fileOf(values.photo),
    };
  },
  // DECISIONS.md: the message promises name and email, so both are checked.
  validate: allOf(
    required(['name', 'email'], 'employees.validation.nameAndEmail'),
    required(['designation'], 'employees.validation.designation'),
  ),
  showsServerMessage: false,
};
