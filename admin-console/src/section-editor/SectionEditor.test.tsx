import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aNotice,
  created,
  failWith,
  fakeApi,
  NETWORK_DOWN,
  type FakeAnswer,
} from '@council/api-fake';
import type { NoticeWire } from '@council/contract';
import { aboutSection } from '../about/aboutSection';
import { noticeSection } from '../council-documents/councilDocumentSections';
import { signInAdmin } from '../testing/adminTestSetup';
import { InQueryCache } from '@council/remote-harness/src/testing';
import { expectPopup } from '@council/ui/src/popups/testing/expectPopup';
import { SectionEditor } from './SectionEditor';

const PDF_BASE64 = btoa('%PDF-1.4 stored');
const storedNotice = aNotice({
  id: 3,
  title: 'Water supply',
  description: '',
  issueDate: '2024-03-05',
  filePath: PDF_BASE64,
});

let notices: NoticeWire[] = [];
let answerSave: FakeAnswer<NoticeWire> = storedNotice;
const api = fakeApi();

beforeEach(() => {
  signInAdmin();
  notices = [storedNotice];
  answerSave = storedNotice;
  api.answers({
    'GET /api/Admin/notice': () => notices,
    'POST /api/Admin/notice': () => answerSave,
    'PUT /api/Admin/notice': () => answerSave,
    'DELETE /api/Admin/notice/:id': { message: 'Deleted' },
  });
  jest.spyOn(window, 'confirm').mockReturnValue(true);
});

afterEach(() => jest.restoreAllMocks());

const pdf = () => new File(['%PDF-1.4 new'], 'budget.pdf', { type: 'application/pdf' });
const gets = () => api.sentTo('GET /api/Admin/notice').length;

async function openNotices() {
  render(<SectionEditor section={noticeSection} />, { wrapper: InQueryCache });
  return screen.findByRole('table');
}

describe('an editor declared by its section (Notice)', () => {
  it('lists the records with the declared columns, N/A for empty text and the download link', async () => {
    const table = await openNotices();
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Title', 'Description', 'Issue Date', 'Document', 'Actions']);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Water supply');
    expect(row).toHaveTextContent('N/A');
    expect(row).toHaveTextContent('Mar 5, 2024');
    expect(within(row).getByRole('button', { name: 'Download Document' })).toBeInTheDocument();
    expect(api.sent[0]?.path).toBe('/api/Admin/notice');
  });

  it('shows the empty-state text when there is nothing', async () => {
    notices = [];
    render(<SectionEditor section={noticeSection} />, { wrapper: InQueryCache });
    expect(await screen.findByText('No Notice found')).toBeInTheDocument();
  });

  it('checks before any call, with the SPEC.md messages', async () => {
    await openNotices();
    const create = screen.getByRole('button', { name: 'Create Notice' });
    await userEvent.click(create);
    await expectPopup('Error', 'Title is a required field!');
    await userEvent.type(screen.getByLabelText(/^Title/), 'Budget');
    await userEvent.click(create);
    await expectPopup('Error', 'Document file is required!');
    const notPdf = new File(['x'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/^Document/), notPdf, { applyAccept: false });
    await userEvent.click(create);
    await expectPopup('Error', 'Invalid document file!');
    expect(api.sentTo('POST /api/Admin/notice')).toHaveLength(0);
  });

  it('creates with id 0 and the wire names, says so, reloads the list and empties the form', async () => {
    await openNotices();
    await userEvent.type(screen.getByLabelText(/^Title/), 'Budget');
    await userEvent.type(screen.getByLabelText('Issue Date'), '2024-04-01');
    await userEvent.upload(screen.getByLabelText(/^Document/), pdf());
    const before = gets();
    await userEvent.click(screen.getByRole('button', { name: 'Create Notice' }));
    await expectPopup('Success', 'Notice created successfully!');
    const [post] = api.sentTo('POST /api/Admin/notice');
    expect(post?.path).toBe('/api/Admin/notice');
    expect(post?.form).toEqual({
      texts: {
        'Notice.Id': '0',
        'Notice.title': 'Budget',
        'Notice.Description': '',
        'Notice.IssueDate': '2024-04-01',
      },
      files: [['DocumentFile', 'budget.pdf']],
    });
    expect(gets()).toBe(before + 1);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
  });

  it('Edit copies the record in, keeps the stored file, and Create New empties the form', async () => {
    const table = await openNotices();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit Notice' })).toHaveFocus();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Water supply');
    expect(screen.getByLabelText('Issue Date')).toHaveValue('2024-03-05');
    expect(screen.getByTitle(/Preview of the document/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Description'), 'From Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Update Notice' }));
    await expectPopup('Success', 'Notice updated successfully!');
    const [put] = api.sentTo('PUT /api/Admin/notice');
    expect(put?.form?.texts).toMatchObject({
      'Notice.Id': '3',
      'Notice.Description': 'From Monday',
    });
    expect(put?.form?.files).toEqual([]);

    await userEvent.click(within(table).getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create New' }));
    expect(screen.getByRole('heading', { name: 'Create New Notice' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
  });

  it('deletes after the confirmation, says so and reloads; a refusal sends nothing', async () => {
    const table = await openNotices();
    const confirm = jest.mocked(window.confirm);
    confirm.mockReturnValueOnce(false);
    await userEvent.click(within(table).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this notice?');
    expect(api.sentTo('DELETE /api/Admin/notice/:id')).toHaveLength(0);
    const before = gets();
    await userEvent.click(within(table).getByRole('button', { name: 'Delete' }));
    await expectPopup('Deleted', 'Notice deleted successfully!');
    expect(api.sentTo('DELETE /api/Admin/notice/:id')[0]?.path).toBe('/api/Admin/notice/3');
    expect(gets()).toBe(before + 1);
  });

  it("shows the server's message on failure, or the section's text when it has none", async () => {
    await openNotices();
    answerSave = failWith(400, { message: 'The document must be a PDF file.' });
    await userEvent.type(screen.getByLabelText(/^Title/), 'Budget');
    await userEvent.upload(screen.getByLabelText(/^Document/), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Create Notice' }));
    await expectPopup('Error', 'The document must be a PDF file.');
    answerSave = NETWORK_DOWN;
    await userEvent.click(screen.getByRole('button', { name: 'Create Notice' }));
    await expectPopup('Error', 'There was an error processing the notice.');
  });

  it('shows upload progress while a file goes up', async () => {
    await openNotices();
    let finish: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      finish = resolve;
    });
    api.reportUploadProgress(40, 100);
    api.answer('POST /api/Admin/notice', async () => {
      await answered;
      return created(storedNotice);
    });
    await userEvent.type(screen.getByLabelText(/^Title/), 'Budget');
    await userEvent.upload(screen.getByLabelText(/^Document/), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Create Notice' }));
    expect(await screen.findByText('Uploading: 40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish();
    await expectPopup('Success', 'Notice created successfully!');
  });
});

describe('an editor with its own failure text (About)', () => {
  it("says 'There was an error creating the about.' and gives the server's reason below", async () => {
    api.answers({
      'GET /api/Admin/about': [],
      'POST /api/Admin/about': failWith(413, { message: 'The image is larger than 5 MB.' }),
    });
    render(<SectionEditor section={aboutSection} />, { wrapper: InQueryCache });
    await screen.findByText('No About found');
    await userEvent.click(screen.getByRole('button', { name: 'Create About' }));
    await expectPopup('Error', 'Name are required fields!');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Welcome');
    await userEvent.click(screen.getByRole('button', { name: 'Create About' }));
    await expectPopup(
      'Error',
      'There was an error creating the about.',
      'The image is larger than 5 MB.',
    );
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Welcome'));
  });
});
