import type { FormTexts, OfficialForm } from '@council/contract';
import type { OfficialDraft } from './drafts';
import { multipart, PHOTO_FILE_NAME, photoPath } from './multipart';

const P = 'MinisterOfficerEmployee';
type Form = typeof OfficialForm;

/** Employee: every field under MinisterOfficerEmployee., the email spelt EmailAddres, file Photo. */
export function officialForm(draft: OfficialDraft, now = new Date()): FormData {
  return multipart(
    {
      [`${P}.Id`]: draft.id,
      [`${P}.SerialNo`]: draft.serialNo,
      [`${P}.Name`]: draft.name,
      [`${P}.Designation`]: draft.designation,
      [`${P}.NameHindi`]: draft.nameHindi,
      [`${P}.DesignationHindi`]: draft.designationHindi,
      [`${P}.EmailAddres`]: draft.email,
      [`${P}.Status`]: draft.status,
      [`${P}.PostRemarks`]: draft.postRemarks,
      [`${P}.FromDate`]: draft.fromDate,
      [`${P}.ToDate`]: draft.toDate,
      [`${P}.CreatedDate`]: now.toISOString(),
      [`${P}.LandLineNumber`]: draft.landline,
      [`${P}.MobileNumber`]: draft.mobile,
      [`${P}.ShowHomePage`]: draft.showOnHome,
      [`${P}.PhotoPath`]: photoPath(draft.newPhoto),
    } satisfies FormTexts<Form, 'photo'>,
    [['Photo' satisfies Form['photo'], draft.newPhoto, PHOTO_FILE_NAME]],
  );
}
