import { adminEndpoints, type Slide, type SlideDraft } from '@council/api-client';
import { fileOf } from '../section-editor/formValues';
import type { EditorSection } from '../section-editor/types';
import { noChecks } from '../section-editor/validation';

/** Slider: only a photo (SPEC.md: no validation; without a new image the path is 'NA'). */
export const sliderSection: EditorSection<Slide, SlideDraft> = {
  texts: 'slider',
  endpoint: adminEndpoints.slides,
  fields: [{ name: 'photo', kind: 'photo', stored: (record) => record.image }],
  columns: [{ name: 'photo', kind: 'photo', value: (record) => record.image }],
  toValues: () => ({ photo: null }),
  toDraft: (values, id) => ({ id, newImage: fileOf(values.photo) }),
  validate: noChecks(),
  showsServerMessage: false,
};
