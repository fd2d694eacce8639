import { initI18n, i18n } from '@council/i18n';
import { tenderForm, type Tender } from '@council/api-client';
import '../i18n/registerAdminConsoleTexts';
import { emptyValues } from '../editor/formValues';
import type { AnyEditorSection, FormValues } from '../editor/types';
import {
  aboutSection,
  circularSection,
  employeesSection,
  gallerySection,
  latestNewsSection,
  noticeSection,
  officeOrderSection,
  pressReleaseSection,
  sliderSection,
  tenderSection,
} from '.';

initI18n();

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
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
    expect(messageOf(noticeSection, { title: 'T' }, { file: 'JVBER' })).toBeNull();
  });
});

describe('the tender declaration', () => {
  const stored: Tender = {
    id: 4,
    tenderNo: 'T-4',
    title: 'Road',
    description: '',
    publishDate: '2024-01-01T00:00:00.000Z',
    lastDateOfSubmission: '2024-02-01',
    lastTimeOfSubmission: '17:00:00',
    status: 'Open',
    documents: [1, 2, 3, 4, 5].map((slot) => ({
      title: slot === 2 ? 'BOQ' : '',
      name: slot <= 2 ? `doc${slot}.pdf` : null,
      file: slot <= 2 ? 'JVBER' : null,
    })),
    createdDate: null,
  };

  it('copies a tender into the form and back, keeping stored documents and adding a new one', () => {
    const values = tenderSection.toValues(stored);
    expect(values).toMatchObject({ publishDate: '2024-01-01', lastTime: '17:00', title2: 'BOQ' });
    const draft = tenderSection.toDraft({ ...values, document3: pdf('map.pdf') }, 4, stored);
    const sent = Object.fromEntries(
      [...tenderForm(draft).entries()].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : `file:${value.name}`,
      ]),
    );
    expect(sent).toMatchObject({
      'Tender.id': '4',
      'Tender.tender_document': 'doc1.pdf',
      'Tender.tender_document_2': 'doc2.pdf',
      'Tender.tender_document_3': 'map.pdf',
      'Tender.tender_title_2': 'BOQ',
      file: 'file:map.pdf',
    });
  });
});
