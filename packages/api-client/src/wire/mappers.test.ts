import { configureApi } from '@council/shared-auth';
import {
  aCircular,
  anAboutEntry,
  aGalleryPhoto,
  aNewsItem,
  aNotice,
  anOfficial,
  aPressRelease,
  aSlide,
  aStoredPdf,
  aTender,
} from '@council/api-fake';
import {
  aboutFromWire,
  complaintFromWire,
  galleryItemFromWire,
  newsItemFromWire,
  slideFromWire,
  listOf,
  officialFromWire,
  pressReleaseFromWire,
  tenderFromWire,
  storedFile,
  councilDocumentFromWire,
  searchHitFromWire,
} from '.';

// Files by URL are read with the API base in front.
beforeAll(() => configureApi({ baseUrl: 'http://api.test' }));

describe('the wire mappers', () => {
  it('read a list or an object with data, and nothing else', () => {
    expect(listOf([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(listOf({ data: [{ id: 2 }] })).toEqual([{ id: 2 }]);
    expect(listOf({ message: 'oops' })).toEqual([]);
    expect(listOf(null)).toEqual([]);
    expect(listOf([null, 3, { id: 4 }])).toEqual([{ id: 4 }]);
  });

  it("treat 'NA' and empty paths as no file", () => {
    expect(storedFile('NA')).toBeNull();
    expect(storedFile('')).toBeNull();
    expect(storedFile(null)).toBeNull();
    expect(storedFile('JVBERi0x')?.url).toBe('data:application/pdf;base64,JVBERi0x');
  });

  it('read an official with the misspelt emailAddres', () => {
    const official = officialFromWire({
      ...anOfficial({ id: 7, emailAddres: 'chair@example.in', showHomePage: true }),
      photoPath: 'NA', // SPEC.md's calls say "no photo" so
      serialNo: '2', // a number sent as text is still read as a number
    });
    expect(official).toMatchObject({
      id: 7,
      serialNo: 2,
      email: 'chair@example.in',
      showOnHome: true,
      photo: null,
      toDate: null,
    });
  });

  it('read a tender with tender_discreption and five document slots', () => {
    const tender = tenderFromWire(
      aTender({
        tender_title: 'Road repair',
        tender_discreption: 'Ward 4 road',
        file: aStoredPdf('Road repair.pdf'),
        tender_title_3: 'Drawings',
        file3: aStoredPdf('Drawings.pdf'),
        tender_document_3: 'drawings.pdf',
      }),
    );
    expect(tender.description).toBe('Ward 4 road');
    expect(tender.documents).toHaveLength(5);
    expect(tender.documents[0]).toEqual({
      title: 'Road repair',
      name: null,
      file: expect.objectContaining({
        url: 'http://api.test/api/files/9/00112233aabbccdd/Road%20repair.pdf',
        mediaType: 'application/pdf',
      }),
    });
    expect(tender.documents[1]).toEqual({ title: '', name: null, file: null });
    expect(tender.documents[2]).toEqual({
      title: 'Drawings',
      name: 'drawings.pdf',
      file: expect.objectContaining({
        url: 'http://api.test/api/files/9/00112233aabbccdd/Drawings.pdf',
      }),
    });
  });

  it("read a tender's documents as SPEC.md's calls send them, base64", () => {
    const tender = tenderFromWire({ ...aTender(), file: 'JVBERi0x', file2: 'NA' });
    expect(tender.documents[0]?.file).toEqual(
      expect.objectContaining({ url: 'data:application/pdf;base64,JVBERi0x' }),
    );
    expect(tender.documents[1]?.file).toBeNull();
  });

  it('read a complaint whichever grievance name the answer uses, and its reminders', () => {
    const base = {
      id: 1,
      ward: 'Ward 3',
      status: 'Open',
      reminders: [{ message: 'Please act' }, { message: '' }],
    };
    expect(complaintFromWire({ ...base, grivance: 'Streetlight' }).grievance).toBe('Streetlight');
    expect(complaintFromWire({ ...base, grievanceName: 'Drain' }).grievance).toBe('Drain');
    expect(complaintFromWire({ ...base, GrievanceName: 'Garbage' }).reminders).toEqual([
      'Please act',
    ]);
    expect(
      complaintFromWire({ ...base, pub_Image_1: '/9j/abc', action_Image_2: 'iVBORw0KGgodef' })
        .images,
    ).toEqual({
      publicImage1: expect.objectContaining({ url: 'data:image/jpeg;base64,/9j/abc' }),
      publicImage2: null,
      actionImage1: null,
      actionImage2: expect.objectContaining({ url: 'data:image/png;base64,iVBORw0KGgodef' }),
    });
  });

  it("read a paged complaint's number, due date and overdue mark; SPEC.md's calls have none", () => {
    const paged = complaintFromWire({
      id: 123,
      number: 'SNP/2026/000123',
      dueDate: '2026-03-09',
      overdue: true,
    });
    expect(paged).toEqual(
      expect.objectContaining({ number: 'SNP/2026/000123', dueDate: '2026-03-09', overdue: true }),
    );
    expect(complaintFromWire({ id: 1, dueDate: '' })).toEqual(
      expect.objectContaining({ number: '', dueDate: null, overdue: false }),
    );
  });

  it('read press releases and documents', () => {
    expect(
      pressReleaseFromWire(
        aPressRelease({
          releaseNewsPaperName: 'Prabhat',
          releasesPageNo: '4',
          releaseDate: '2026-10-02',
        }),
      ),
    ).toMatchObject({ newspaper: 'Prabhat', pageNo: '4', releaseDate: '2026-10-02', photo: null });
    expect(
      councilDocumentFromWire(
        aCircular({ department: 'Health', filePath: aStoredPdf('Health circular.pdf') }),
      ),
    ).toMatchObject({
      department: 'Health',
      file: { url: 'http://api.test/api/files/9/00112233aabbccdd/Health%20circular.pdf' },
    });
  });

  it("read a search hit's kind as the API names it (its section's path) or by its clean name", () => {
    const hit = (kind: string) => searchHitFromWire({ kind, id: 1, title: 'T' })?.kind;
    expect(hit('officeorder')).toBe('officeOrder');
    expect(hit('latest-news')).toBe('latestNews');
    expect(hit('press-release')).toBe('pressRelease');
    expect(hit('notice')).toBe('notice');
    expect(hit('pressRelease')).toBe('pressRelease');
    expect(hit('minutes')).toBeUndefined();
  });

  describe('the Hindi texts beside the English ones (issue 19)', () => {
    const hindi = { titleHindi: 'जलापूर्ति बाधित', descriptionHindi: 'वार्ड 4 में' };
    const hindiOf = ({
      titleHindi,
      descriptionHindi,
    }: {
      titleHindi?: unknown;
      descriptionHindi?: unknown;
    }) => ({
      titleHindi,
      descriptionHindi,
    });

    it('read each titled entity’s Hindi title and description', () => {
      for (const read of [
        councilDocumentFromWire({ ...aNotice(), ...hindi }),
        councilDocumentFromWire({ ...aCircular(), ...hindi }),
        tenderFromWire({ ...aTender(), ...hindi }),
        newsItemFromWire({ ...aNewsItem(), ...hindi }),
        pressReleaseFromWire({ ...aPressRelease(), ...hindi }),
        galleryItemFromWire({ ...aGalleryPhoto(), ...hindi }),
        searchHitFromWire({ kind: 'notice', id: 1, title: 'T', ...hindi }) ?? {},
      ]) {
        expect(hindiOf(read)).toEqual(hindi);
      }
    });

    it("read an official's Hindi name and designation, an about entry's, a slide's captions", () => {
      expect(
        officialFromWire({ ...anOfficial(), nameHindi: 'आशा देवी', designationHindi: 'मुख्य पार्षद' }),
      ).toMatchObject({ nameHindi: 'आशा देवी', designationHindi: 'मुख्य पार्षद' });
      expect(
        aboutFromWire({ ...anAboutEntry(), nameHindi: 'परिचय', descriptionHindi: null }),
      ).toMatchObject({ nameHindi: 'परिचय', descriptionHindi: null });
      expect(slideFromWire({ ...aSlide(), caption: 'The ghat', captionHindi: 'घाट' })).toEqual({
        id: 1,
        image: null,
        caption: 'The ghat',
        captionHindi: 'घाट',
      });
    });

    it('read a Hindi text that is missing, null, empty or blank as not filled (null)', () => {
      for (const none of [undefined, null, '', '  ']) {
        const read = councilDocumentFromWire({
          ...aNotice(),
          titleHindi: none,
          descriptionHindi: none,
        });
        expect(hindiOf(read)).toEqual({ titleHindi: null, descriptionHindi: null });
      }
      expect(slideFromWire(aSlide())).toMatchObject({ caption: null, captionHindi: null });
      expect(officialFromWire(anOfficial())).toMatchObject({
        nameHindi: null,
        designationHindi: null,
      });
    });
  });
});
