import { tenderForm, type Tender } from '@council/api-client';
import { storedPdf } from '../testing/storedPdf';
import { tenderSection } from './tenderSection';

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

describe('the tender declaration', () => {
  const stored: Tender = {
    id: 4,
    tenderNo: 'T-4',
    title: 'Road',
    titleHindi: 'सड़क',
    description: '',
    descriptionHindi: null,
    publishDate: '2024-01-01T00:00:00.000Z',
    lastDateOfSubmission: '2024-02-01',
    lastTimeOfSubmission: '17:00:00',
    status: 'Open',
    documents: [1, 2, 3, 4, 5].map((slot) => ({
      title: slot === 2 ? 'BOQ' : '',
      name: slot <= 2 ? `doc${slot}.pdf` : null,
      file: slot <= 2 ? storedPdf(`doc${slot}.pdf`) : null,
    })),
    createdDate: null,
  };

  it('copies a tender into the form and back, keeping stored documents and adding a new one', () => {
    const values = tenderSection.toValues(stored);
    expect(values).toMatchObject({
      publishDate: '2024-01-01',
      lastTime: '17:00',
      title2: 'BOQ',
      titleHindi: 'सड़क',
      descriptionHindi: '',
    });
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
      'Tender.TitleHindi': 'सड़क',
      'Tender.DescriptionHindi': '',
      file: 'file:map.pdf',
    });
  });
});
