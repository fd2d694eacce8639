import {
  PressReleaseForm as F,
  PressReleaseFormBody,
  PressReleasePageItem,
  PressReleaseWire,
} from '@council/contract';
import { sql, type Selectable } from 'kysely';
import type { PressReleaseTable } from '../db/schema';
import { ClientError } from '../http/errors';
import { MAX_LONG_TEXT, optionalDate, optionalText } from '../http/formValues';
import type { Form } from '../http/multipartForm';
import { showUntilValue } from '../archive/showUntil';
import { formIdOf, multipartForm, imageChange } from '../sections/multipartSection';
import { hindiTextValues, hindiTitleFields } from '../sections/hindiTexts';
import type { Section } from '../sections/section';

export const pressReleaseSection: Section<
  Selectable<PressReleaseTable>,
  Form,
  typeof PressReleaseWire,
  'photoPath'
> = {
  table: 'press_release',
  path: '/press-release',
  label: 'press release',
  title: 'PressRelease',
  files: [{ column: 'photo_file_id', wire: 'photoPath' }],
  pagedName: 'pressReleases',
  showUntil: true,
  order: [
    [sql`release_date is null`, 'asc'],
    ['release_date', 'desc'],
    ['id', 'desc'],
  ],
  wire: PressReleaseWire,
  pageItem: PressReleasePageItem,
  ...multipartForm(PressReleaseFormBody),
  idOf: formIdOf(F.id),
  toWire: (row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    titleHindi: row.title_hindi,
    descriptionHindi: row.description_hindi,
    releaseNewsPaperName: row.newspaper_name,
    releasesPageNo: row.page_no,
    releaseDate: row.release_date,
    showUntil: row.show_until,
  }),
  async parse(form, context, existing) {
    const title = optionalText(form.text(F.title), 'Title');
    if (!title) throw new ClientError(400, 'Title is a required field!');
    return {
      values: {
        title,
        description: optionalText(form.text(F.description), 'Description', MAX_LONG_TEXT),
        ...hindiTextValues((field) => form.text(field), hindiTitleFields(F)),
        newspaper_name: optionalText(form.text(F.newspaper), 'Release newspaper name'),
        page_no: optionalText(form.text(F.pageNo), 'Releases page no', 20),
        release_date: optionalDate(form.text(F.releaseDate), 'Release date'),
        ...showUntilValue(form.text(F.showUntil)),
        ...(existing ? {} : { created_at: new Date().toISOString() }),
      },
      files: {
        photo_file_id: await imageChange(form, F.image, F.photoPath, context, 'The photo'),
      },
    };
  },
};
