import { aboutForm } from './aboutForm';
import { councilDocumentForm } from './councilDocumentForm';
import { galleryForm } from './galleryForm';
import { newsItemJson } from './newsItemJson';
import { officialForm } from './officialForm';
import { pressReleaseForm } from './pressReleaseForm';
import { slideForm } from './slideForm';
import { tenderForm } from './tenderForm';

const photo = () => new File(['jpeg'], 'my holiday.png', { type: 'image/png' });
const pdf = (name = 'order.pdf') => new File(['%PDF'], name, { type: 'application/pdf' });

/** The form's text fields as an object, and its files as [field, file name] pairs. */
function read(form: FormData) {
  const texts: Record<string, string> = {};
  const files: Array<[string, string]> = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') texts[name] = value;
    else files.push([name, value.name]);
  }
  return { texts, files };
}

describe('the admin body mappers (SPEC.md section 7 field names)', () => {
  it('employee: MinisterOfficerEmployee.* with EmailAddres and file Photo as photo.jpg', () => {
    const form = officialForm(
      {
        id: 0,
        serialNo: 3,
        name: 'Asha',
        designation: 'Chairman',
        nameHindi: 'आशा',
        designationHindi: 'मुख्य पार्षद',
        email: 'asha@council.in',
        status: 'Active',
        postRemarks: 'Ward 4',
        fromDate: '2024-01-01',
        toDate: null,
        landline: '0612',
        mobile: '98',
        showOnHome: true,
        newPhoto: photo(),
      },
      new Date('2024-05-01T10:00:00Z'),
    );
    expect(read(form)).toEqual({
      texts: {
        'MinisterOfficerEmployee.Id': '0',
        'MinisterOfficerEmployee.SerialNo': '3',
        'MinisterOfficerEmployee.Name': 'Asha',
        'MinisterOfficerEmployee.Designation': 'Chairman',
        'MinisterOfficerEmployee.NameHindi': 'आशा',
        'MinisterOfficerEmployee.DesignationHindi': 'मुख्य पार्षद',
        'MinisterOfficerEmployee.EmailAddres': 'asha@council.in',
        'MinisterOfficerEmployee.Status': 'Active',
        'MinisterOfficerEmployee.PostRemarks': 'Ward 4',
        'MinisterOfficerEmployee.FromDate': '2024-01-01',
        'MinisterOfficerEmployee.ToDate': '',
        'MinisterOfficerEmployee.CreatedDate': '2024-05-01T10:00:00.000Z',
        'MinisterOfficerEmployee.LandLineNumber': '0612',
        'MinisterOfficerEmployee.MobileNumber': '98',
        'MinisterOfficerEmployee.ShowHomePage': 'true',
        'MinisterOfficerEmployee.PhotoPath': 'photo.jpg',
      },
      files: [['Photo', 'photo.jpg']],
    });
  });

  it('about: About.* and file AboutImage; no new photo sends PhotoPath NA and no file', () => {
    const form = aboutForm({
      ...{ id: 7, name: 'Welcome', description: 'Text', newPhoto: null },
      ...{ nameHindi: 'स्वागत', descriptionHindi: '' },
    });
    expect(read(form)).toEqual({
      texts: {
        'About.Id': '7',
        'About.Name': 'Welcome',
        'About.Description': 'Text',
        'About.NameHindi': 'स्वागत',
        'About.DescriptionHindi': '',
        'About.PhotoPath': 'NA',
      },
      files: [],
    });
    const withPhoto = { id: 0, name: 'A', description: '', newPhoto: photo() };
    expect(read(aboutForm({ ...withPhoto, nameHindi: '', descriptionHindi: '' })).files).toEqual([
      ['AboutImage', 'photo.jpg'],
    ]);
  });

  it('slider: Slider.Id, captions, Slider.SliderPath (NA without image) and file SliderImage', () => {
    const noCaption = { caption: '', captionHindi: '' };
    expect(read(slideForm({ id: 0, newImage: null, ...noCaption }))).toEqual({
      texts: {
        'Slider.Id': '0',
        'Slider.Caption': '',
        'Slider.CaptionHindi': '',
        'Slider.SliderPath': 'NA',
      },
      files: [],
    });
    expect(
      read(slideForm({ id: 2, newImage: photo(), caption: 'The ghat', captionHindi: 'घाट' })),
    ).toEqual({
      texts: {
        'Slider.Id': '2',
        'Slider.Caption': 'The ghat',
        'Slider.CaptionHindi': 'घाट',
        'Slider.SliderPath': 'photo.jpg',
      },
      files: [['SliderImage', 'photo.jpg']],
    });
  });

  it('latest news: JSON {id, title, description, createdDate} and the Hindi texts, always', () => {
    expect(
      newsItemJson(
        {
          ...{ id: 0, title: 'Water', description: 'Cut', titleHindi: 'जलापूर्ति' },
          ...{ descriptionHindi: '', showUntil: '' },
        },
        new Date('2024-05-01T00:00:00Z'),
      ),
    ).toEqual({
      id: 0,
      title: 'Water',
      description: 'Cut',
      titleHindi: 'जलापूर्ति',
      descriptionHindi: '',
      // Issue 20: sent even when empty, so that emptying it clears the stored date.
      showUntil: '',
      createdDate: '2024-05-01T00:00:00.000Z',
    });
  });

  it('notice: Notice.title (lower case), Description, IssueDate, Id and file DocumentFile', () => {
    const form = councilDocumentForm('Notice', {
      id: 0,
      title: 'Tax',
      description: 'Pay',
      titleHindi: 'कर',
      descriptionHindi: 'भुगतान करें',
      issueDate: '2024-03-05',
      showUntil: '2024-04-30',
      department: null,
      newFile: pdf(),
    });
    expect(read(form)).toEqual({
      texts: {
        'Notice.Id': '0',
        'Notice.title': 'Tax',
        'Notice.Description': 'Pay',
        'Notice.TitleHindi': 'कर',
        'Notice.DescriptionHindi': 'भुगतान करें',
        'Notice.IssueDate': '2024-03-05',
        'Notice.ShowUntil': '2024-04-30',
      },
      files: [['DocumentFile', 'order.pdf']],
    });
  });

  it.each(['Circular', 'OfficeOrder'] as const)(
    '%s: adds Department and FilePath; an edit without a new file keeps the stored one',
    (prefix) => {
      const form = councilDocumentForm(prefix, {
        id: 4,
        title: 'T',
        description: 'D',
        titleHindi: '',
        descriptionHindi: '',
        issueDate: null,
        showUntil: '',
        department: 'Health',
        newFile: null,
      });
      expect(read(form)).toEqual({
        texts: {
          [`${prefix}.Id`]: '4',
          [`${prefix}.title`]: 'T',
          [`${prefix}.Description`]: 'D',
          // Sent even when empty: an edit that empties one clears it.
          [`${prefix}.TitleHindi`]: '',
          [`${prefix}.DescriptionHindi`]: '',
          [`${prefix}.Department`]: 'Health',
          [`${prefix}.IssueDate`]: '',
          [`${prefix}.ShowUntil`]: '',
          [`${prefix}.FilePath`]: 'NA',
        },
        files: [],
      });
    },
  );

  it('tender: Tender.* snake_case, tender_discreption, five documents in a repeated file part', () => {
    const form = tenderForm({
      id: 9,
      tenderNo: 'T-1',
      title: 'Road',
      description: 'Repair',
      titleHindi: 'सड़क',
      descriptionHindi: 'मरम्मत',
      publishDate: '2024-01-01',
      lastDateOfSubmission: '2024-02-01',
      lastTimeOfSubmission: '17:00',
      status: 'Open',
      documents: [
        { title: 'Road', name: 'old.pdf', newFile: null },
        { title: 'BOQ', name: null, newFile: pdf('old.pdf') },
        { title: '', name: null, newFile: null },
        { title: 'Map', name: null, newFile: pdf('map.pdf') },
        { title: '', name: 'five.pdf', newFile: null },
      ],
    });
    const { texts, files } = read(form);
    expect(texts).toEqual({
      'Tender.id': '9',
      'Tender.tender_no': 'T-1',
      'Tender.tender_title': 'Road',
      'Tender.tender_discreption': 'Repair',
      'Tender.TitleHindi': 'सड़क',
      'Tender.DescriptionHindi': 'मरम्मत',
      'Tender.publish_date': '2024-01-01',
      'Tender.last_date_of_submission': '2024-02-01',
      'Tender.last_date_of_submission_time': '17:00',
      'Tender.status': 'Open',
      'Tender.tender_document': 'old.pdf',
      'Tender.tender_title_2': 'BOQ',
      'Tender.tender_document_2': '2-old.pdf',
      'Tender.tender_title_3': '',
      'Tender.tender_document_3': '',
      'Tender.tender_title_4': 'Map',
      'Tender.tender_document_4': 'map.pdf',
      'Tender.tender_title_5': '',
      'Tender.tender_document_5': 'five.pdf',
    });
    // Each new file is named as its slot's tender_document, so the backend puts it in that slot.
    expect(files).toEqual([
      ['file', '2-old.pdf'],
      ['file', 'map.pdf'],
    ]);
  });

  it('gallery: Gallery.* and file GalleryImage with its original name', () => {
    const form = galleryForm({
      ...{ id: 0, title: 'Fair', description: 'Day', newPhoto: photo() },
      ...{ titleHindi: 'मेला', descriptionHindi: 'दिन' },
    });
    expect(read(form)).toEqual({
      texts: {
        'Gallery.Id': '0',
        'Gallery.Title': 'Fair',
        'Gallery.Description': 'Day',
        'Gallery.TitleHindi': 'मेला',
        'Gallery.DescriptionHindi': 'दिन',
        'Gallery.PhotoPath': 'photo.jpg',
      },
      files: [['GalleryImage', 'my holiday.png']],
    });
  });

  it('press release: PressRelease.*, Id 0 for new, PhotoPath NA without image', () => {
    const form = pressReleaseForm({
      id: 0,
      title: 'Drive',
      description: 'Clean',
      titleHindi: 'अभियान',
      descriptionHindi: '',
      newspaper: 'Daily',
      pageNo: '4',
      releaseDate: '2024-04-01',
      showUntil: '2024-05-01',
      newPhoto: null,
    });
    expect(read(form)).toEqual({
      texts: {
        'PressRelease.Id': '0',
        'PressRelease.Title': 'Drive',
        'PressRelease.Description': 'Clean',
        'PressRelease.TitleHindi': 'अभियान',
        'PressRelease.DescriptionHindi': '',
        'PressRelease.ReleaseNewsPaperName': 'Daily',
        'PressRelease.ReleasesPageNo': '4',
        'PressRelease.ReleaseDate': '2024-04-01',
        'PressRelease.ShowUntil': '2024-05-01',
        'PressRelease.PhotoPath': 'NA',
      },
      files: [],
    });
    expect(
      read(
        pressReleaseForm({
          ...{ id: 1, title: 'a', description: '', newspaper: '', pageNo: '', releaseDate: null },
          ...{ titleHindi: '', descriptionHindi: '', showUntil: '' },
          newPhoto: photo(),
        }),
      ).files,
    ).toEqual([['PressReleaseImage', 'photo.jpg']]);
  });
});
