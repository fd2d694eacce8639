import { slideForm, type Slide } from '@council/api-client';
import { sliderSection } from './sliderSection';

/** The texts of a slide's save, by name. */
const textsSent = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));

describe('the slider declaration', () => {
  const stored: Slide = { id: 2, image: null, caption: 'Gandhi Maidan', captionHindi: null };

  it('copies a caption in on Edit and sends it back trimmed, keeping the stored image', () => {
    const values = sliderSection.toValues(stored);
    expect(values).toEqual({ caption: 'Gandhi Maidan', captionHindi: '', photo: null });
    const draft = sliderSection.toDraft(
      { ...values, caption: ' Gandhi Maidan, Patna ', captionHindi: 'गांधी मैदान' },
      2,
      stored,
    );
    expect(textsSent(slideForm(draft))).toEqual({
      'Slider.Id': '2',
      'Slider.Caption': 'Gandhi Maidan, Patna',
      'Slider.CaptionHindi': 'गांधी मैदान',
      'Slider.SliderPath': 'NA',
    });
  });

  it('sends an emptied caption as empty: the public page then shows the image as decorative', () => {
    const draft = sliderSection.toDraft({ caption: '', captionHindi: ' ', photo: null }, 2, stored);
    expect(textsSent(slideForm(draft))).toMatchObject({
      'Slider.Caption': '',
      'Slider.CaptionHindi': '',
    });
    expect(
      sliderSection.validate({ caption: '', captionHindi: '', photo: null }, { record: stored }),
    ).toEqual({});
  });
});
