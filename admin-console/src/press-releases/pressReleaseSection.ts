import { adminEndpoints, type PressRelease, type PressReleaseDraft } from '@council/api-client';
import {
  dateInputOf,
  fileOf,
  optionalTextOf,
  textOf,
  typedTextOf,
} from '../section-editor/formValues';
import { inEnglishAndHindi } from '../section-editor/bilingual';
import {
  showUntilColumn,
  showUntilField,
  showUntilInput,
  showUntilOf,
} from '../section-editor/showUntil';
import type { EditorSection } from '../section-editor/types';
import { required } from '../section-editor/validation';

/** Press Release; DECISIONS.md: an empty title says so ('Title is a required field!'). */
export const pressReleaseSection: EditorSection<PressRelease, PressReleaseDraft> = {
  texts: 'pressRelease',
  endpoint: adminEndpoints.pressReleases,
  fields: [
    ...inEnglishAndHindi<PressRelease>('title', 'text', { required: true }),
    ...inEnglishAndHindi<PressRelease>('description', 'textarea', { required: true }),
    { name: 'newspaper', kind: 'text', required: true },
    { name: 'pageNo', kind: 'text', required: true },
    { name: 'releaseDate', kind: 'date' },
    showUntilField(),
    { name: 'photo', kind: 'photo', stored: (record) => record.photo },
  ],
  // The key columns (issue 17: the list fits 1280 px); description and page are in the form.
  columns: [
    { name: 'photo', kind: 'photo', value: (record) => record.photo },
    {
      name: 'title',
      kind: 'text',
      value: (record) => record.title,
      hindi: (record) => record.titleHindi,
    },
    { name: 'newspaper', kind: 'text', value: (record) => record.newspaper },
    { name: 'releaseDate', kind: 'date', pattern: 'MMM d, y', value: (r) => r.releaseDate },
    showUntilColumn(),
  ],
  toValues: (record) => ({
    title: record.title,
    titleHindi: record.titleHindi ?? '',
    description: record.description,
    descriptionHindi: record.descriptionHindi ?? '',
    newspaper: record.newspaper,
    pageNo: record.pageNo,
    releaseDate: dateInputOf(record.releaseDate),
    showUntil: showUntilInput(record),
    photo: null,
  }),
  toDraft: (values, id) => ({
    id,
    title: textOf(values.title).trim(),
    titleHindi: textOf(values.titleHindi).trim(),
    description: textOf(values.description),
    descriptionHindi: typedTextOf(values.descriptionHindi),
    newspaper: textOf(values.newspaper).trim(),
    pageNo: textOf(values.pageNo).trim(),
    releaseDate: optionalTextOf(values.releaseDate),
    showUntil: showUntilOf(values),
    newPhoto: fileOf(values.photo),
  }),
  validate: required(['title'], 'validation.title'),
  showsServerMessage: false,
};
