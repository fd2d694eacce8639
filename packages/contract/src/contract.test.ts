import { Value } from '@sinclair/typebox/value';
import {
  AboutForm,
  AboutWire,
  ComplaintWire,
  councilDocumentForm,
  GalleryForm,
  LatestNewsBody,
  LatestNewsWire,
  NoticePageItem,
  NoticeWire,
  OfficialForm,
  OfficialWire,
  PressReleaseForm,
  PressReleaseWire,
  SearchHitWire,
  SliderForm,
  SlidePageItem,
  SlideWire,
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

  describe('the Hindi texts beside the English ones (issue 19)', () => {
    it('accepts each answer with its Hindi texts, null ones, and none (an older answer)', () => {
      const notice = { id: 1, title: 'Water', description: null, issueDate: null, filePath: null };
      const hindi = { titleHindi: 'जलापूर्ति', descriptionHindi: null };
      expect(Value.Check(NoticeWire, { ...notice, ...hindi })).toBe(true);
      expect(Value.Check(NoticeWire, notice)).toBe(true);
      expect(Value.Check(NoticePageItem, { ...notice, ...hindi })).toBe(true);
      expect(Value.Check(TenderWire, { ...tender, ...hindi })).toBe(true);
      expect(Value.Check(PressReleaseWire, { ...pressRelease, ...hindi })).toBe(true);
      expect(
        Value.Check(LatestNewsWire, {
          ...{ id: 1, title: 'T', description: 'D', createdDate: '2026-10-01' },
          ...hindi,
        }),
      ).toBe(true);
      expect(
        Value.Check(AboutWire, {
          ...{ id: 1, name: 'Our council', description: null, photoPath: null },
          ...{ nameHindi: 'हमारी नगर परिषद', descriptionHindi: null },
        }),
      ).toBe(true);
      const slide = { id: 1, sliderPath: null, caption: 'The river', captionHindi: 'नदी तट' };
      expect(Value.Check(SlideWire, slide)).toBe(true);
      expect(Value.Check(SlidePageItem, { ...slide, caption: null, captionHindi: null })).toBe(
        true,
      );
      expect(
        Value.Check(SearchHitWire, {
          ...{ kind: 'notice', id: 1, title: 'T', description: null, date: null },
          ...hindi,
        }),
      ).toBe(true);
    });

    it('refuses a Hindi text that is not text', () => {
      const notice = { id: 1, title: 'W', description: null, issueDate: null, filePath: null };
      expect(Value.Check(NoticeWire, { ...notice, titleHindi: 7 })).toBe(false);
      expect(Value.Check(SlideWire, { id: 1, sliderPath: null, captionHindi: false })).toBe(false);
    });

    it("takes latest news' Hindi texts in its JSON body, within the English twin's limits", () => {
      expect(
        Value.Check(LatestNewsBody, { title: 'T', titleHindi: 'शी', descriptionHindi: '' }),
      ).toBe(true);
      expect(Value.Check(LatestNewsBody, { titleHindi: null, descriptionHindi: null })).toBe(true);
      expect(Value.Check(LatestNewsBody, { titleHindi: 'क'.repeat(501) })).toBe(false);
      expect(Value.Check(LatestNewsBody, { descriptionHindi: 'क'.repeat(20_001) })).toBe(false);
    });

    it('names the form fields after their English twins', () => {
      expect(councilDocumentForm('Notice')).toMatchObject({
        titleHindi: 'Notice.TitleHindi',
        descriptionHindi: 'Notice.DescriptionHindi',
      });
      expect(councilDocumentForm('OfficeOrder').titleHindi).toBe('OfficeOrder.TitleHindi');
      expect(TenderForm.titleHindi).toBe('Tender.TitleHindi');
      expect(TenderForm.descriptionHindi).toBe('Tender.DescriptionHindi');
      expect(PressReleaseForm.titleHindi).toBe('PressRelease.TitleHindi');
      expect(GalleryForm.descriptionHindi).toBe('Gallery.DescriptionHindi');
      expect(SliderForm).toMatchObject({
        caption: 'Slider.Caption',
        captionHindi: 'Slider.CaptionHindi',
      });
      expect(AboutForm.nameHindi).toBe('About.NameHindi');
      expect(OfficialForm.nameHindi).toBe('MinisterOfficerEmployee.NameHindi');
      expect(OfficialForm.designationHindi).toBe('MinisterOfficerEmployee.DesignationHindi');
    });
  });
});
