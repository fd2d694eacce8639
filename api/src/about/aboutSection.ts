import { AboutForm as F, AboutFormBody, AboutPageItem, AboutWire } from '@council/contract';
import type { Selectable } from 'kysely';
import type { AboutTable } from '../db/schema';
import { ClientError } from '../http/errors';
import { MAX_LONG_TEXT, optionalText } from '../http/formValues';
import type { Form } from '../http/multipartForm';
import { formIdOf, multipartForm, imageChange } from '../sections/multipartSection';
import { hindiTextValues } from '../sections/hindiTexts';
import type { Section } from '../sections/section';

export const aboutSection: Section<Selectable<AboutTable>, Form, typeof AboutWire, 'photoPath'> = {
  table: 'about',
  path: '/about',
  label: 'about entry',
  title: 'About',
  files: [{ column: 'photo_file_id', wire: 'photoPath' }],
  pagedName: 'about',
  order: [['id', 'asc']],
  wire: AboutWire,
  pageItem: AboutPageItem,
  ...multipartForm(AboutFormBody),
  idOf: formIdOf(F.id),
  toWire: (row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    nameHindi: row.name_hindi,
    descriptionHindi: row.description_hindi,
  }),
  async parse(form, context, existing) {
    const name = optionalText(form.text(F.name), 'Name');
    if (!name) throw new ClientError(400, 'Name are required fields!');
    return {
      values: {
        name,
        description: optionalText(form.text(F.description), 'Description', MAX_LONG_TEXT),
        ...hindiTextValues(
          (field) => form.text(field),
          [
            { field: F.nameHindi, column: 'name_hindi', label: 'Hindi name' },
            {
              field: F.descriptionHindi,
              column: 'description_hindi',
              label: 'Hindi description',
              max: MAX_LONG_TEXT,
            },
          ],
        ),
        ...(existing ? {} : { created_at: new Date().toISOString() }),
      },
      files: {
        photo_file_id: await imageChange(form, F.image, F.photoPath, context, 'The photo'),
      },
    };
  },
};
