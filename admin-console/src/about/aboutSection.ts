import { adminEndpoints, type AboutDraft, type AboutEntry } from '@council/api-client';
import { fileOf, textOf } from '../section-editor/formValues';
import type { EditorSection } from '../section-editor/types';
import { required } from '../section-editor/validation';

/** About (About Us): name, description and photo. */
export const aboutSection: EditorSection<AboutEntry, AboutDraft> = {
  texts: 'about',
  endpoint: adminEndpoints.about,
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'description', kind: 'textarea' },
    { name: 'photo', kind: 'photo', stored: (record) => record.photo },
  ],
  columns: [
    { name: 'photo', kind: 'photo', value: (record) => record.photo },
    { name: 'name', kind: 'text', value: (record) => record.name },
    { name: 'description', kind: 'text', long: true, value: (record) => record.description },
  ],
  toValues: (record) => ({ name: record.name, description: record.description, photo: null }),
  toDraft: (values, id) => ({
    id,
    name: textOf(values.name).trim(),
    description: textOf(values.description),
    newPhoto: fileOf(values.photo),
  }),
  validate: required(['name'], 'about.validation.name'),
  showsServerMessage: false,
};
