import {
  OfficialForm as F,
  OfficialFormBody,
  OfficialPageItem,
  OfficialWire,
} from '@council/contract';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { EmployeeTable } from '../db/schema';
import { ClientError } from '../http/errors';
import {
  flag,
  isEmailAddress,
  optionalDate,
  optionalInteger,
  optionalText,
  MAX_LONG_TEXT,
} from '../http/formValues';
import type { Form } from '../http/multipartForm';
import { formIdOf, multipartForm, imageChange } from '../sections/multipartSection';
import { hindiTextValues } from '../sections/hindiTexts';
import type { Section } from '../sections/section';

type Employee = Selectable<EmployeeTable>;

/** Officials are listed by serial number (unnumbered last), then name (DECISIONS.md). */
export const EMPLOYEE_ORDER = [
  [sql`serial_no is null`, 'asc'],
  ['serial_no', 'asc'],
  ['name', 'asc'],
  ['id', 'asc'],
] as const;

export const employeeSection: Section<Employee, Form, typeof OfficialWire, 'photoPath'> = {
  table: 'employee',
  path: '/minister-officer-employee',
  label: 'employee',
  title: 'Employee',
  files: [{ column: 'photo_file_id', wire: 'photoPath' }],
  pagedName: 'officials',
  order: EMPLOYEE_ORDER,
  wire: OfficialWire,
  pageItem: OfficialPageItem,
  ...multipartForm(OfficialFormBody),
  idOf: formIdOf(F.id),
  toWire: (row) => ({
    id: row.id,
    serialNo: row.serial_no,
    name: row.name,
    designation: row.designation,
    nameHindi: row.name_hindi,
    designationHindi: row.designation_hindi,
    emailAddres: row.email_address,
    status: row.status,
    postRemarks: row.post_remarks,
    fromDate: row.from_date,
    toDate: row.to_date,
    landLineNumber: row.land_line_number,
    mobileNumber: row.mobile_number,
    showHomePage: row.show_on_home_page === 1,
    createdDate: row.created_at,
  }),
  async parse(form, context, existing) {
    const name = optionalText(form.text(F.name), 'Name');
    const email = optionalText(form.text(F.email), 'Email address', 254);
    if (!name || !email) throw new ClientError(400, 'Name and Email are required fields!');
    if (!isEmailAddress(email))
      throw new ClientError(400, 'Please enter an email address like name@example.com.');
    const designation = optionalText(form.text(F.designation), 'Designation');
    if (!designation) throw new ClientError(400, 'Designation is a required field!');
    return {
      values: {
        name,
        designation,
        ...hindiTextValues(
          (field) => form.text(field),
          [
            { field: F.nameHindi, column: 'name_hindi', label: 'Hindi name' },
            { field: F.designationHindi, column: 'designation_hindi', label: 'Hindi designation' },
          ],
        ),
        email_address: email,
        serial_no: optionalInteger(form.text(F.serialNo), 'Serial no'),
        status: optionalText(form.text(F.status), 'Status'),
        post_remarks: optionalText(form.text(F.postRemarks), 'Post remarks', MAX_LONG_TEXT),
        from_date: optionalDate(form.text(F.fromDate), 'From date'),
        to_date: optionalDate(form.text(F.toDate), 'To date'),
        land_line_number: optionalText(form.text(F.landLine), 'Land line number', 30),
        mobile_number: optionalText(form.text(F.mobile), 'Mobile number', 30),
        show_on_home_page: flag(form.text(F.showHomePage)) ? 1 : 0,
        ...(existing ? {} : { created_at: new Date().toISOString() }),
      },
      files: { photo_file_id: await imageChange(form, F.photo, F.photoPath, context, 'The photo') },
    };
  },
};
