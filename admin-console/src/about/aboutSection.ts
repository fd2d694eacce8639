import { adminEndpoints, type AboutDraft, type AboutEntry } from '@council/api-client';
import { fileOf, textOf, typedTextOf } from '../section-editor/formValues';
import { inEnglishAndHindi } from '../section-editor/bilingual';
import type { EditorSection } from '../section-editor/types';
import { required } from '../section-editor/validation';

/** About (About Us): name and description, each also in Hindi, and photo. */
export const aboutSection: EditorSection<AboutEntry, AboutDraft> = {
  texts: 'about',
  endpoint: adminEndpoints.about,
  fields: [
    ...inEnglishAndHindi<AboutEntry>('name', 'text', { required: true }),
    ...inEnglishAndHindi<AboutEntry>('description', 'textarea'),
    { name: 'photo', kind: 'photo', stored: (record) => record.photo },
  ],
  columns: [
    { name: 'photo', kind: 'photo', value: (record) => record.photo },
    {
      name: 'name',
      kind: 'text',
      value: (record) => record.name,
      hindi: (record) => record.nameHindi,
    },
    { name: 'description', kind: 'text', long: true, value: (record) => record.description },
  ],
  toValues: (record) => ({
    name: record.name,
    nameHindi: record.nameHindi ?? '',
    description: record.description,
    descriptionHindi: record.descriptionHindi ?? '',
    photo: null,
  }),
  toDraft: (values, id) => ({
    id,
    name: textOf(values.name).trim(),
    nameHindi: textOf(values.nameHindi).trim(),
    description: textOf(values.description),
    descriptionHindi: typedTextOf(values.descriptionHindi),
    newPhoto: fileOf(values.photo),
  }),
  validate: required(['name'], 'about.validation.name'),
  showsServerMessage: false,
};
