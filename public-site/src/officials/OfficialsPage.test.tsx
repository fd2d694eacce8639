import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLinks } from '../testing/pageLinks';
import { onApi, renderScreen, tableTexts } from '../testing/renderScreen';
import { anOfficial, aStoredImage, failWith, fakeApi, pageOf, PENDING } from '@council/api-fake';
import { setLanguage } from '@council/i18n';
import OfficialsPage from './OfficialsPage';
import { pageReads } from '../testing/lastUpdatedAnswer';

const PATH = '/api/v2/public/officials';
const CALL = `GET ${PATH}` as const;
const api = fakeApi({ otherCalls: 'empty list' });

const wardMember = anOfficial({
  id: 3,
  serialNo: 2,
  name: 'Sita Devi',
  designation: 'Ward Parshad',
  postRemarks: 'Ward No. 5',
  emailAddres: 'sita@example.in',
  fromDate: '2022-06-01T00:00:00',
  toDate: '',
  mobileNumber: '9800000001',
  landLineNumber: null,
  photoPath: aStoredImage({ url: '/api/files/3/0123456789abcdef/photo.png' }),
});
const secondMember = anOfficial({
  id: 4,
  serialNo: 1,
  name: 'Ram Kumar',
  designation: 'Ward Parshad',
  emailAddres: '',
  photoPath: aStoredImage({ url: '/api/files/4/0123456789abcdef/photo.jpg', renditions: [] }),
});

describe('an officials page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for its designations with home=All, a hundred at once, and says it is loading', async () => {
    api.answer(CALL, PENDING);
    renderScreen(<OfficialsPage group="employees" />);
    expect(await screen.findByText('Loading employees...')).toBeInTheDocument();
    expect(pageReads(api)).toEqual([
      `${PATH}?designations=IT&designations=Operators&designations=Officers&designations=Employees&home=All&page=1&size=100`,
    ]);
  });

  it('lists officials by serial number with yyyy-MM-dd dates, N/A and photos by their URLs', async () => {
    api.answer(CALL, pageOf([wardMember, secondMember]));
    renderScreen(<OfficialsPage group="wardParshad" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ward Parshad' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(tableTexts(table)).toEqual([
      [
        'Name',
        'Designation',
        'From Date',
        'To Date',
        'Mobile No.',
        'Telephone No.',
        'Email-ID',
        'Photo',
        'Details',
      ],
      ['Ram Kumar', 'Ward Parshad', 'N/A', 'N/A', 'N/A', 'N/A', 'N/A', '', 'View More'],
      [
        'Sita Devi',
        'Ward No. 5',
        '2022-06-01',
        'N/A',
        '9800000001',
        'N/A',
        'sita@example.in',
        '',
        'View More',
      ],
    ]);
    // 100x100 thumbnails: the smallest rendition fills 100 px at any pixel ratio, so it is the
    // only picture offered (never the camera original).
    const sita = screen.getByRole('img', { name: 'Photo of Sita Devi' });
    expect(sita).toHaveAttribute('src', onApi('/api/files/320/fedcba9876543210/photo-320w.webp'));
    expect(sita).not.toHaveAttribute('srcset');
    expect(sita).toHaveAttribute('loading', 'lazy');
    expect(sita).toHaveClass('ps-official-photo');
    // A photo without renditions (too small for any) is the original itself.
    expect(screen.getByRole('img', { name: 'Photo of Ram Kumar' })).toHaveAttribute(
      'src',
      onApi('/api/files/4/0123456789abcdef/photo.jpg'),
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("opens an official's details from 'View More' and closes them with the close button", async () => {
    api.answer(CALL, pageOf([wardMember]));
    renderScreen(<OfficialsPage group="wardParshad" />);
    const viewMore = await screen.findByRole('button', { name: 'View More about Sita Devi' });
    await userEvent.click(viewMore);
    const dialog = screen.getByRole('dialog', { name: 'Details of Sita Devi' });
    expect(within(dialog).getByText('sita@example.in')).toBeInTheDocument();
    expect(within(dialog).getByText('2022-06-01')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says there is nobody when the list is empty', async () => {
    api.answer(CALL, pageOf([]));
    renderScreen(<OfficialsPage group="chairman" />);
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
  });

  it('only logs a failure (SPEC.md 8) and shows no rows', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(CALL, failWith(500));
    renderScreen(<OfficialsPage group="standingCommittee" />);
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('links to the next hundred when a group has more', async () => {
    api.answer(CALL, pageOf([wardMember], { page: 2, size: 100, total: 101 }));
    renderScreen(<OfficialsPage group="employees" />, '/employeelist?page=2');
    expect(await screen.findByRole('cell', { name: 'Sita Devi' })).toBeInTheDocument();
    expect(pageReads(api)[0]).toMatch(/&home=All&page=2&size=100$/);
    const pages = pageLinks('Employee List');
    expect(pages.current()).toEqual(['Page 2']);
    // One row on that page: named alone.
    expect(pages.showing()).toBe('Showing 101 of 101');
  });
});

describe('an officials page in Hindi', () => {
  beforeAll(() => setLanguage('hi'));
  afterAll(() => setLanguage('en'));

  it('shows names and designations in Hindi where the clerk wrote them, else in English marked as English', async () => {
    api.answer(
      CALL,
      pageOf([
        anOfficial({ ...wardMember, nameHindi: 'सीता देवी', designationHindi: 'वार्ड पार्षद' }),
        secondMember,
      ]),
    );
    renderScreen(<OfficialsPage group="wardParshad" />);
    expect(await screen.findByRole('cell', { name: 'सीता देवी' })).toBeInTheDocument();
    // The post remarks ('Ward No. 5') are English only: the Hindi designation stands instead.
    expect(screen.getByRole('cell', { name: 'वार्ड पार्षद' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'सीता देवी का फोटो' })).toBeInTheDocument();
    expect(screen.getByText('Ram Kumar')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Ward Parshad')).toHaveAttribute('lang', 'en');
    await userEvent.click(screen.getByRole('button', { name: 'सीता देवी का पूरा विवरण देखें' }));
    const dialog = screen.getByRole('dialog', { name: 'सीता देवी का विवरण' });
    expect(within(dialog).getByText('वार्ड पार्षद')).toBeInTheDocument();
  });
});
