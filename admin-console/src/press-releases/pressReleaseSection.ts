import { adminEndpoints, type PressRelease, type PressReleaseDraft } from '@council/api-client';
import { dateInputOf, fileOf, optionalTextOf, textOf } from '../section-editor/formValues';
import type { EditorSection } from '../section-editor/types';
import { required } from '../section-editor/validation';

/** Press Release; DECISIONS.md: an empty title says so ('Title is a required field!'). */
export const pressReleaseSection: EditorSection<PressRelease, PressReleaseDraft> = {
  texts: 'pressRelease',
  endpoint: adminEndpoints.pressReleases,
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'description', kind: 'textarea', required: true },
    { name: 'newspaper', kind: 'text', required: true },
    { name: 'pageNo', kind: 'text', required: true },
    { name: 'releaseDate', kind: 'date' },
    { name: 'photo', kind: 'photo', stored: (record) => record.photo },
  ],
  columns: [
    { name: 'title', kind: 'text', value: (record) => record.title },
    { name: 'description', kind: 'text', value: (record) => record.description },
    { name: 'newspaper', kind: 'text', value: (record) => record.newspaper },
    { name: 'pageNo', kind: 'text', value: (record) => record.pageNo },
    { name: 'releaseDate', kind: 'date', pattern: 'MMM d, y', value: (r) => r.releaseDate },
    { name: 'photo', kind: 'photo', value: (record) => record.photo },
  ],
  toValues: (record) => ({
    title: record.title,
    description: record.description,
    newspaper: record.newspaper,
    pageNo: record.pageNo,
    releaseDate: dateInputOf(record.releaseDate),
    photo: null,
  }),
  toDraft: (values, id) => ({
    id,
    title: textOf(values.title).trim(),
    description: textOf(values.description),
    newspaper: textOf(values.newspaper).trim(),
    pageNo: textOf(values.pageNo).trim(),
    releaseDate: optionalTextOf(values.releaseDate),
    newPhoto: fileOf(values.photo),
  }),
  validate: required(['title'], 'validation.title'),
  showsServerMessage: false,
};
