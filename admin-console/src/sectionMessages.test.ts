import { initI18n, i18n } from '@council/i18n';
import './i18n/registerAdminConsoleTexts';
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
import { storedPdf } from './testing/storedPdf';

initI18n();

/** Every message of a section's checks at once, by field, in the reader's words. */
const messagesOf = (section: AnyEditorSection, values: FormValues, record?: unknown) =>
  Object.fromEntries(
    Object.entries(section.validate({ ...emptyValues(section.fields), ...values }, { record })).map(
      ([field, problem]) => [
        field,
        problem && i18n.t(problem.key, { ns: 'admin-console', ...problem.values }),
      ],
    ),
  );

const pdf = new File(['%PDF'], 'order.pdf', { type: 'application/pdf' });

const CASES: Array<[AnyEditorSection, FormValues, Record<string, string>]> = [
  [
    employeesSection,
    {},
    {
      name: 'Name and Email are required fields!',
      email: 'Name and Email are required fields!',
      designation: 'Designation is a required field!',
    },
  ],
  [
    employeesSection,
    { name: 'Asha', designation: 'Chairman' },
    { email: 'Name and Email are required fields!' },
  ],
  [aboutSection, {}, { name: 'Name are required fields!' }],
  [
    latestNewsSection,
    { title: 'T' },
    { description: 'Title and Description are required fields!' },
  ],
  [
    noticeSection,
    {},
    { title: 'Title is a required field!', document: 'Document file is required!' },
  ],
  [circularSection, { title: 'T' }, { document: 'Document file is required!' }],
  [officeOrderSection, { title: 'T', document: pdf }, {}],
  [
    // SPEC.md's capitals and wire names ('LAST DATE_OF_SUBMISSION') in sentence case (issue 17).
    tenderSection,
    {},
    {
      tenderNo: 'Tender No is required.',
      title: 'Tender title is required.',
      publishDate: 'Publish date is required.',
      lastDate: 'Last date of submission is required.',
      status: 'Status is required.',
      document1: 'Document file is required!',
    },
  ],
  [
    tenderSection,
    { tenderNo: '1', title: 'T', publishDate: '2024-01-01', lastDate: '2024-02-01' },
    { status: 'Status is required.', document1: 'Document file is required!' },
  ],
  [
    gallerySection,
    { title: 'T' },
    {
      description: 'Title and Description are required fields!',
      photo: 'Photo is a required field!',
    },
  ],
  [pressReleaseSection, {}, { title: 'Title is a required field!' }],
];

describe('the validation messages of SPEC.md section 5, with DECISIONS.md, all at once', () => {
  it.each(CASES.map(([section, ...rest]) => [section.texts, section, ...rest] as const))(
    '%#: the %s form',
    (_name, section, values, messages) => {
      expect(messagesOf(section, values)).toEqual(messages);
    },
  );

  it('lets a slider through without checks, and an edit keep its stored file', () => {
    expect(messagesOf(sliderSection, {})).toEqual({});
    expect(messagesOf(noticeSection, { title: 'T' }, { file: storedPdf('T.pdf') })).toEqual({});
    expect(
      messagesOf(
        gallerySection,
        { title: 'T', description: 'D' },
        { photo: { ...storedPdf('ghat.jpg'), mediaType: 'image/jpeg' } },
      ),
    ).toEqual({});
  });
});
