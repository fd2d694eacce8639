import { Value } from '@sinclair/typebox/value';
import {
  ComplaintWire,
  councilDocumentForm,
  LatestNewsBody,
  NoticeWire,
  OfficialForm,
  OfficialWire,
  PressReleaseWire,
  SearchHitWire,
  StatusFilterQuery,
  TenderForm,
  tenderDocumentNameField,
  TenderWire,
} from '.';

// Answers as the API sends them (from the API's own tests and the demo content).
const pressRelease = {
  id: 3,
  title: 'Budget passed',
  description: null,
  releaseNewsPaperName: 'Prabhat',
  releasesPageNo: '4',
  releaseDate: '2026-10-02',
  photoPath: null,
};
const tender = {
  id: 1,
  tender_no: 'T-1',
  tender_title: 'Road repair',
  tender_discreption: 'Ward 3',
  publish_date: '2026-10-01',
  last_date_of_submission: '2026-10-20',
  last_date_of_submission_time: '17:00',
  status: 'Active',
  ...{ tender_title_2: null, tender_title_3: null, tender_title_4: null, tender_title_5: null },
  tender_document: 'tender.pdf',
  ...{ tender_document_2: null, tender_document_3: null, tender_document_4: null },
  tender_document_5: null,
  ...{ file: 'JVBERi0x', file2: null, file3: null, file4: null, file5: null },
  created_date: '2026-10-01T10:00:00.000Z',
};

describe('the wire contract', () => {
  it('accepts answers as the API sends them', () => {
    expect(Value.Check(PressReleaseWire, pressRelease)).toBe(true);
    expect(Value.Check(TenderWire, tender)).toBe(true);
    expect(
      Value.Check(NoticeWire, {
        id: 1,
        title: 'Water',
        description: null,
        issueDate: '2026-10-03',
        filePath: 'JVBERi0x',
      }),
    ).toBe(true);
    expect(
      Value.Check(SearchHitWire, {
        kind: 'officeorder',
        id: 1,
        title: 'T',
        description: null,
        date: null,
      }),
    ).toBe(true);
  });

  it('refuses an answer that lost a field or spells it differently', () => {
    const { tender_discreption, ...respelt } = tender;
    expect(Value.Check(TenderWire, { ...respelt, tender_description: tender_discreption })).toBe(
      false,
    );
    const { photoPath: _photo, ...withoutPhoto } = pressRelease;
    expect(Value.Check(PressReleaseWire, withoutPhoto)).toBe(false);
    expect(Value.Check(OfficialWire, { id: 1, name: 'A', designation: 'B' })).toBe(false);
    expect(Value.Check(ComplaintWire, { id: 1, status: 'Open' })).toBe(false);
    expect(
      Value.Check(SearchHitWire, {
        kind: 'minutes',
        id: 1,
        title: 'T',
        description: null,
        date: null,
      }),
    ).toBe(false);
  });

  it('checks the query strings and JSON bodies the API reads', () => {
    expect(Value.Check(StatusFilterQuery, { statusFilter: 'Pending' })).toBe(true);
    expect(Value.Check(StatusFilterQuery, { statusFilter: 'Closed' })).toBe(true);
    expect(Value.Check(StatusFilterQuery, { statusFilter: 'Done' })).toBe(false);
    expect(Value.Check(LatestNewsBody, { id: 0, title: 'T', description: 'D' })).toBe(true);
    expect(Value.Check(LatestNewsBody, { id: -1 })).toBe(false);
  });

  it("keeps the forms' wire names, misspellings included", () => {
    expect(OfficialForm.email).toBe('MinisterOfficerEmployee.EmailAddres');
    expect(TenderForm.description).toBe('Tender.tender_discreption');
    expect(councilDocumentForm('OfficeOrder').title).toBe('OfficeOrder.title');
    expect(tenderDocumentNameField(1)).toBe('Tender.tender_document');
    expect(tenderDocumentNameField(3)).toBe('Tender.tender_document_3');
  });
});
