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

const messageOf = (section: AnyEditorSection, values: FormValues, record?: unknown) => {
  const problem = section.validate({ ...emptyValues(section.fields), ...values }, { record });
  return problem && i18n.t(problem.key, { ns: 'admin-console', ...problem.values });
};

describe('the validation messages of SPEC.md section 5, with DECISIONS.md', () => {
  it.each([
    [employeesSection, {}, 'Name and Email are required fields!'],
    [employeesSection, { name: 'Asha' }, 'Name and Email are required fields!'],
    [employeesSection, { name: 'Asha', email: 'a@b.in' }, 'Designation is a required field!'],
    [aboutSection, {}, 'Name are required fields!'],
    [latestNewsSection, { title: 'T' }, 'Title and Description are required fields!'],
    [noticeSection, {}, 'Title is a required field!'],
    [noticeSection, { title: 'T' }, 'Document file is required!'],
    [circularSection, { title: 'T' }, 'Document file is required!'],
    [
      officeOrderSection,
      { title: 'T', document: new File(['x'], 'a.txt') },
      'Invalid document file!',
    ],
    [tenderSection, {}, 'TENDER NO is required.'],
    [tenderSection, { tenderNo: '1' }, 'TENDER TITLE is required.'],
    [tenderSection, { tenderNo: '1', title: 'T' }, 'PUBLISH DATE is required.'],
    [
      tenderSection,
      { tenderNo: '1', title: 'T', publishDate: '2024-01-01' },
      'LAST DATE_OF_SUBMISSION is required.',
    ],
    [
      tenderSection,
      { tenderNo: '1', title: 'T', publishDate: '2024-01-01', lastDate: '2024-02-01' },
      'STATUS is required.',
    ],
    [
      tenderSection,
      {
        tenderNo: '1',
        title: 'T',
        publishDate: '2024-01-01',
        lastDate: '2024-02-01',
        status: 'Open',
      },
      'Document file is required!',
    ],
    [gallerySection, { title: 'T' }, 'Title and Description are required fields!'],
    [pressReleaseSection, {}, 'Title is a required field!'],
  ] as Array<[AnyEditorSection, FormValues, string]>)('%#: %s', (section, values, message) => {
    expect(messageOf(section, values)).toBe(message);
  });

  it('lets a slider through without checks, and an edit keep its stored document', () => {
    expect(messageOf(sliderSection, {})).toBeNull();
    expect(messageOf(noticeSection, { title: 'T' }, { file: storedPdf('T.pdf') })).toBeNull();
  });
});
