import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JPEG_BASE64, PNG_BASE64, renderScreen, tableTexts } from '../testing/renderScreen';
import { anOfficial, failWith, fakeApi, PENDING } from '@council/api-fake';
import OfficialsPage from './OfficialsPage';

const PATH = '/api/Public/minister-officer-employee-by-designations';
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
  photoPath: PNG_BASE64,
});
const secondMember = anOfficial({
  id: 4,
  serialNo: 1,
  name: 'Ram Kumar',
  designation: 'Ward Parshad',
  emailAddres: '',
  photoPath: JPEG_BASE64,
});

describe('an officials page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for its designations with home=All and says it is loading', async () => {
    api.answer(CALL, PENDING);
    renderScreen(<OfficialsPage group="employees" />);
    expect(await screen.findByText('Loading employees...')).toBeInTheDocument();
    expect(api.sentAddresses()).toEqual([
      `${PATH}?designations=IT&designations=Operators&designations=Officers&designations=Employees&home=All`,
    ]);
  });

  it('lists officials by serial number with yyyy-MM-dd dates, N/A and photos by their bytes', async () => {
    api.answer(CALL, { data: [wardMember, secondMember] });
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
    expect(screen.getByRole('img', { name: 'Photo of Sita Devi' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(screen.getByRole('img', { name: 'Photo of Ram Kumar' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/jpeg;base64,/),
    );
  });

  it("opens an official's details from 'View More' and closes them with the close button", async () => {
    api.answer(CALL, [wardMember]);
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
    api.answer(CALL, []);
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
});
