import { adminEndpoints, type NewsItem, type NewsItemDraft } from '@council/api-client';
import { textOf } from '../section-editor/formValues';
import { inEnglishAndHindi } from '../section-editor/bilingual';
import {
  showUntilColumn,
  showUntilField,
  showUntilInput,
  showUntilOf,
} from '../section-editor/showUntil';
import type { EditorSection } from '../section-editor/types';
import { required } from '../section-editor/validation';

/** Latest News: title and description, each also in Hindi, and a "show until" date, as JSON. */
export const latestNewsSection: EditorSection<NewsItem, NewsItemDraft> = {
  texts: 'latestNews',
  endpoint: adminEndpoints.latestNews,
  fields: [
    ...inEnglishAndHindi<NewsItem>('title', 'text', { required: true }),
    ...inEnglishAndHindi<NewsItem>('description', 'textarea', { required: true }),
    showUntilField(),
  ],
  columns: [
    {
      name: 'title',
      kind: 'text',
      value: (record) => record.title,
      hindi: (record) => record.titleHindi,
    },
    { name: 'description', kind: 'text', long: true, value: (record) => record.description },
    showUntilColumn(),
  ],
  toValues: (record) => ({
    title: record.title,
    titleHindi: record.titleHindi ?? '',
    description: record.description,
    descriptionHindi: record.descriptionHindi ?? '',
    showUntil: showUntilInput(record),
  }),
  toDraft: (values, id) => ({
    id,
    title: textOf(values.title).trim(),
    titleHindi: textOf(values.titleHindi).trim(),
    description: textOf(values.description).trim(),
    descriptionHindi: textOf(values.descriptionHindi).trim(),
    showUntil: showUntilOf(values),
  }),
  validate: required(['title', 'description'], 'validation.titleAndDescription'),
  showsServerMessage: false,
};
