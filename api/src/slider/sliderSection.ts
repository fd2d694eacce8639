import { SliderForm as F, SliderFormBody, SlidePageItem, SlideWire } from '@council/contract';
import type { Selectable } from 'kysely';
import type { SliderTable } from '../db/schema';
import { ClientError } from '../http/errors';
import type { Form } from '../http/multipartForm';
import { formIdOf, multipartForm, imageChange } from '../sections/multipartSection';
import { hindiTextValues } from '../sections/hindiTexts';
import type { Section } from '../sections/section';

export const sliderSection: Section<
  Selectable<SliderTable>,
  Form,
  typeof SlideWire,
  'sliderPath'
> = {
  table: 'slider',
  path: '/slider',
  label: 'slider',
  title: 'Slider',
  files: [{ column: 'image_file_id', wire: 'sliderPath' }],
  pagedName: 'slides',
  order: [['id', 'asc']],
  wire: SlideWire,
  pageItem: SlidePageItem,
  ...multipartForm(SliderFormBody),
  idOf: formIdOf(F.id),
  toWire: (row) => ({ id: row.id, caption: row.caption, captionHindi: row.caption_hindi }),
  async parse(form, context, existing) {
    const image = await imageChange(form, F.image, F.sliderPath, context, 'The photo');
    // A slide is only its image: a new one without an image would show an empty carousel.
    if (!existing && image === 'keep') throw new ClientError(400, 'Slider image is required!');
    // The captions (issue 19) are new beside SPEC.md's form: both follow the Hindi texts' rule,
    // so that a SPEC.md client's edit, which sends neither, keeps them.
    const captions = hindiTextValues(
      (field) => form.text(field),
      [
        { field: F.caption, column: 'caption', label: 'Caption' },
        { field: F.captionHindi, column: 'caption_hindi', label: 'Hindi caption' },
      ],
    );
    return {
      values: { ...captions, ...(existing ? {} : { created_at: new Date().toISOString() }) },
      files: { image_file_id: image },
    };
  },
};
