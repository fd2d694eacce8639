import { adminEndpoints, type NewsItem, type NewsItemDraft } from '@council/api-client';
import { textOf } from '../section-editor/formValues';
import type { EditorSection } from '../section-editor/types';
import { required } from '../section-editor/validation';

/** Latest News: title and description, sent as JSON. */
export const latestNewsSection: EditorSection<NewsItem, NewsItemDraft> = {
  texts: 'latestNews',
  endpoint: adminEndpoints.latestNews,
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'description', kind: 'textarea', required: true },
  ],
  columns: [
    { name: 'title', kind: 'text', value: (record) => record.title },
    { name: 'description', kind: 'text', long: true, value: (record) => record.description },
  ],
  toValues: (record) => ({ title: record.title, description: record.description }),
  toDraft: (values, id) => ({
    id,
    title: textOf(values.title).trim(),
    description: textOf(values.description).trim(),
  }),
  validate: required(['title', 'description'], 'validation.titleAndDescription'),
  showsServerMessage: false,
};
