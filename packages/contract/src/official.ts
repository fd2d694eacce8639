import { Type, type Static } from '@sinclair/typebox';
import { Base64File, HindiText, Text } from './values';
import {
  FilePart,
  FormBody,
  FormDate,
  FormFileText,
  FormFlag,
  FormId,
  FormInteger,
  FormLongText,
  FormText,
} from './form-parts';

/**
 * GET /api/Admin/minister-officer-employee and
 * /api/Public/minister-officer-employee-by-designations: an official ('emailAddres' spelt so).
 */
export const OfficialWire = Type.Object({
  id: Type.Integer(),
  serialNo: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  designation: Type.String(),
  emailAddres: Text,
  status: Text,
  postRemarks: Text,
  fromDate: Text,
  toDate: Text,
  landLineNumber: Text,
  mobileNumber: Text,
  showHomePage: Type.Boolean(),
  photoPath: Base64File,
  createdDate: Type.String(),
  nameHindi: HindiText,
  designationHindi: HindiText,
});
export type OfficialWire = Static<typeof OfficialWire>;

/** GET /api/Public/minister-officer-employee-by-designations?designations=A&designations=B&home=Yes */
export const OfficialsQuery = Type.Object({
  designations: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 30 })),
  home: Type.Optional(Type.Union([Type.Literal('Yes'), Type.Literal('All')], { default: 'All' })),
});
export type OfficialsQuery = Static<typeof OfficialsQuery>;

/** POST/PUT /api/Admin/minister-officer-employee, multipart, 'EmailAddres' spelt so. */
export const OfficialForm = {
  id: 'MinisterOfficerEmployee.Id',
  serialNo: 'MinisterOfficerEmployee.SerialNo',
  name: 'MinisterOfficerEmployee.Name',
  designation: 'MinisterOfficerEmployee.Designation',
  nameHindi: 'MinisterOfficerEmployee.NameHindi',
  designationHindi: 'MinisterOfficerEmployee.DesignationHindi',
  email: 'MinisterOfficerEmployee.EmailAddres',
  status: 'MinisterOfficerEmployee.Status',
  postRemarks: 'MinisterOfficerEmployee.PostRemarks',
  fromDate: 'MinisterOfficerEmployee.FromDate',
  toDate: 'MinisterOfficerEmployee.ToDate',
  landLine: 'MinisterOfficerEmployee.LandLineNumber',
  mobile: 'MinisterOfficerEmployee.MobileNumber',
  showHomePage: 'MinisterOfficerEmployee.ShowHomePage',
  photoPath: 'MinisterOfficerEmployee.PhotoPath',
  /** Sent by the admin console; the server dates a record itself and ignores it. */
  createdDate: 'MinisterOfficerEmployee.CreatedDate',
  photo: 'Photo',
} as const;

/** The officials' form's body, as the API reads and declares it. */
export const OfficialFormBody = FormBody({
  [OfficialForm.id]: Type.Optional(FormId(OfficialForm.id)),
  [OfficialForm.serialNo]: Type.Optional(FormInteger('Serial no')),
  [OfficialForm.name]: FormText('Name'),
  [OfficialForm.designation]: FormText('Designation'),
  [OfficialForm.nameHindi]: Type.Optional(FormText('Hindi name')),
  [OfficialForm.designationHindi]: Type.Optional(FormText('Hindi designation')),
  [OfficialForm.email]: Type.String({ title: 'Email address', maxLength: 254, format: 'email' }),
  [OfficialForm.status]: Type.Optional(FormText('Status')),
  [OfficialForm.postRemarks]: Type.Optional(FormLongText('Post remarks')),
  [OfficialForm.fromDate]: Type.Optional(FormDate('From date')),
  [OfficialForm.toDate]: Type.Optional(FormDate('To date')),
  [OfficialForm.landLine]: Type.Optional(FormText('Land line number', 30)),
  [OfficialForm.mobile]: Type.Optional(FormText('Mobile number', 30)),
  [OfficialForm.showHomePage]: Type.Optional(FormFlag('Show on home page')),
  [OfficialForm.photoPath]: Type.Optional(FormFileText('The photo')),
  [OfficialForm.photo]: Type.Optional(FilePart('The photo', 'photo')),
});
