import {
  aCircular,
  aGalleryPhoto,
  anAboutEntry,
  aNewsItem,
  aNotice,
  anOfficial,
  aPressRelease,
  aSlide,
  aTender,
} from '@council/api-fake';
import { emptyValues } from './section-editor/formValues';
import type { AnyEditorSection, FormValues } from './section-editor/types';
import { aboutSection } from './about/aboutSection';
import {
  circularSection,
  noticeSection,
  officeOrderSection,
} from './council-documents/councilDocumentSections';
import { gallerySection } from './gallery/gallerySection';
import { latestNewsSection } from './latest-news/latestNewsSection';
import { employeesSection } from './officials/employeesSection';
import { pressReleaseSection } from './press-releases/pressReleaseSection';
import { sliderSection } from './slider/sliderSection';
import { tenderSection } from './tenders/tenderSection';

// Issue 19: every editor keeps its texts in Hindi too, beside the English ones. Each case goes
// the whole way: a listed record (the wire's names) read by the section's endpoint, copied into
// the form by Edit, and sent back by the form, with the names the API reads.

interface Case {
  section: AnyEditorSection;
  /** A listed record with its Hindi texts filled. */
  listed: object;
  /** The Hindi texts as the form holds them, by field. */
  hindi: Record<string, string>;
  /** Where each Hindi field goes on the wire: a multipart field's name or the JSON body's key. */
  sentAs: Record<string, string>;
}

const TITLE = 'जलापूर्ति बंद रहेगी';
const DESCRIPTION = 'सोमवार को वार्ड 5 में जलापूर्ति बंद रहेगी।';
const titled = { titleHindi: TITLE, descriptionHindi: DESCRIPTION };
const documentSent = (prefix: string) => ({
  titleHindi: `${prefix}.TitleHindi`,
  descriptionHindi: `${prefix}.DescriptionHindi`,
});

const CASES: Case[] = [
  {
    section: noticeSection,
    listed: aNotice(titled),
    hindi: titled,
    sentAs: documentSent('Notice'),
  },
  {
    section: circularSection,
    listed: aCircular(titled),
    hindi: titled,
    sentAs: documentSent('Circular'),
  },
  {
    section: officeOrderSection,
    listed: aCircular(titled),
    hindi: titled,
    sentAs: documentSent('OfficeOrder'),
  },
  {
    section: latestNewsSection,
    listed: aNewsItem(titled),
    hindi: titled,
    sentAs: { titleHindi: 'titleHindi', descriptionHindi: 'descriptionHindi' },
  },
  {
    section: tenderSection,
    listed: aTender(titled),
    hindi: titled,
    sentAs: documentSent('Tender'),
  },
  {
    section: pressReleaseSection,
    listed: aPressRelease(titled),
    hindi: titled,
    sentAs: documentSent('PressRelease'),
  },
  {
    section: gallerySection,
    listed: aGalleryPhoto(titled),
    hindi: titled,
    sentAs: documentSent('Gallery'),
  },
  {
    section: sliderSection,
    listed: aSlide({ caption: 'Gandhi Maidan', captionHindi: 'गांधी मैदान' }),
    hindi: { captionHindi: 'गांधी मैदान' },
    sentAs: { captionHindi: 'Slider.CaptionHindi' },
  },
  {
    section: aboutSection,
    listed: anAboutEntry({ nameHindi: 'नगर परिषद के बारे में', descriptionHindi: DESCRIPTION }),
    hindi: { nameHindi: 'नगर परिषद के बारे में', descriptionHindi: DESCRIPTION },
    sentAs: { nameHindi: 'About.NameHindi', descriptionHindi: 'About.DescriptionHindi' },
  },
  {
    section: employeesSection,
    listed: anOfficial({ nameHindi: 'आशा देवी', designationHindi: 'मुख्य पार्षद' }),
    hindi: { nameHindi: 'आशा देवी', designationHindi: 'मुख्य पार्षद' },
    sentAs: {
      nameHindi: 'MinisterOfficerEmployee.NameHindi',
      designationHindi: 'MinisterOfficerEmployee.DesignationHindi',
    },
  },
];

/** What a section's save sends, by name: a multipart form's texts, or the JSON body. */
function sent(section: AnyEditorSection, values: FormValues, record?: { id: number }) {
  const body: unknown = section.endpoint.toBody(section.toDraft(values, record?.id ?? 0, record));
  if (!(body instanceof FormData)) return body as Record<string, unknown>;
  const texts: Record<string, unknown> = {};
  for (const [name, value] of body.entries()) if (typeof value === 'string') texts[name] = value;
  return texts;
}

const rename = (texts: Record<string, string>, names: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([field, text]) => [names[field], text]));

describe.each(CASES.map((item) => [item.section.texts, item] as const))(
  'the %s editor in Hindi too',
  (_texts, { section, listed, hindi, sentAs }) => {
    const record = section.endpoint.fromWire(listed as never) as { id: number };
    const emptied = Object.fromEntries(Object.keys(hindi).map((name) => [name, '']));

    it('has an optional Hindi input right after each English one, each marked with its language', () => {
      const names = section.fields.map((field) => field.name);
      for (const name of Object.keys(hindi)) {
        const english = name.replace(/Hindi$/, '');
        expect(names.indexOf(name)).toBe(names.indexOf(english) + 1);
        const [englishField, hindiField] = [english, name].map((twin) =>
          section.fields.find((field) => field.name === twin),
        );
        expect(englishField?.lang).toBe('en');
        expect(hindiField).toMatchObject({ lang: 'hi', kind: englishField?.kind });
        expect(hindiField?.required).toBeFalsy();
      }
    });

    it('lets an empty Hindi text through the checks', () => {
      const checked = section.validate({ ...section.toValues(record), ...emptied }, { record });
      for (const name of Object.keys(hindi)) expect(checked[name]).toBeUndefined();
    });

    it('copies the Hindi texts in on Edit and sends them back', () => {
      const values = section.toValues(record);
      expect(values).toMatchObject(hindi);
      expect(sent(section, values, record)).toMatchObject(rename(hindi, sentAs));
    });

    it("sends '' for a Hindi text cleared, so that the API clears it too", () => {
      const cleared = Object.fromEntries(Object.keys(hindi).map((name) => [name, '  ']));
      const values = { ...section.toValues(record), ...cleared };
      expect(sent(section, values, record)).toMatchObject(rename(emptied, sentAs));
    });

    it('copies in empty Hindi inputs for a record that has none, and a new record sends them empty', () => {
      const english = section.endpoint.fromWire(
        Object.fromEntries(
          Object.entries(listed).filter(([name]) => !Object.keys(hindi).includes(name)),
        ) as never,
      );
      expect(section.toValues(english)).toMatchObject(emptied);
      expect(emptyValues(section.fields)).toMatchObject(emptied);
      expect(sent(section, emptyValues(section.fields))).toMatchObject(rename(emptied, sentAs));
    });
  },
);
