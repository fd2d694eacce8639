import { adminEndpoints, type NewsItem, type NewsItemDraft } from '@council/api-client';
import { textOf } from '../section-editor/formValues';
import { inEnglishAndHindi } from '../section-editor/bilingual';
import type { EditorSection } from '../section-editor/types';
import { required } from '../section-editor/validation';

/** Latest News: title and description, each also in Hindi, sent as JSON. */
export const latestNewsSection: EditorSection<NewsItem, NewsItemDraft> = {
  texts: 'latestNews',
  endpoint: adminEndpoints.latestNews,
  fields: [
    ...inEnglishAndHindi<NewsItem>('title', 'text', { required: true }),
    ...inEnglishAndHindi<NewsItem>('description', 'textarea', { required: true }),
  ],
  columns: [
    {
      name: 'title',
      kind: 'text',
      value: (record) => record.title,
      hindi: (record) => record.titleHindi,
    },
    { name: 'description', kind: 'text', long: true, value: (record) => record.description },
  ],
  toValues: (record) => ({
    title: record.title,
    titleHindi: record.titleHindi ?? '',
    description: record.description,
    descriptionHindi: record.descriptionHindi ?? '',
  }),
  toDraft: (values, id) => ({
    id,
    title: textOf(values.title).trim(),
    titleHindi: textOf(values.titleHindi).trim(),
    description: textOf(values.description).trim(),
    descriptionHindi: textOf(values.descriptionHindi).trim(),
  }),
  validate: required(['title', 'description'], 'validation.titleAndDescription'),
  showsServerMessage: false,
};
