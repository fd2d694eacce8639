import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anAboutEntry,
  aGalleryPhoto,
  aNotice,
  aStoredImage,
  aStoredPdf,
  created,
  failWith,
  fakeApi,
  NETWORK_DOWN,
  pageOf,
  type FakeAnswer,
  aTender,
} from '@council/api-fake';
import type { NoticePageItem } from '@council/contract';
import { MemoryRouter } from '@council/router';
import { aboutSection } from '../about/aboutSection';
import { noticeSection } from '../council-documents/councilDocumentSections';
import { gallerySection } from '../gallery/gallerySection';
import { tenderSection } from '../tenders/tenderSection';
import { signInAdmin } from '../testing/adminTestSetup';
import { AddressBar, InQueryCache } from '@council/remote-harness/src/testing';
import { expectPopup } from '@council/ui/src/popups/testing/expectPopup';
import { SectionEditor } from './SectionEditor';
import type { AnyEditorSection } from './types';

const storedNotice = aNotice({
  id: 3,
  title: 'Water supply',
  description: '',
  issueDate: '2024-03-05',
  filePath: aStoredPdf('Water supply.pdf'),
});
const STORED_PDF = 'http://api.test/api/files/9/00112233aabbccdd/Water%20supply.pdf';

let notices: NoticePageItem[] = [];
let answerSave: FakeAnswer<NoticePageItem> = storedNotice;
const api = fakeApi();

beforeEach(() => {
  signInAdmin();
  notices = [storedNotice];
  answerSave = storedNotice;
  api.answers({
    'GET /api/v2/admin/notices': () => pageOf(notices),
    'POST /api/Admin/notice': () => answerSave,
    'PUT /api/Admin/notice': () => answerSave,
    'DELETE /api/Admin/notice/:id': { message: 'Deleted' },
  });
  jest.spyOn(window, 'confirm').mockReturnValue(true);
});

afterEach(() => jest.restoreAllMocks());

const pdf = () => new File(['%PDF-1.4 new'], 'budget.pdf', { type: 'application/pdf' });
const gets = () => api.sentTo('GET /api/v2/admin/notices').length;

/** Where the editor's address is, as the browser's address bar shows it, and its Back. */
/** An editor at an address of the console, inside the router and a fresh query cache. */
function renderEditor(section: AnyEditorSection, address = '/editnotice') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <SectionEditor section={section} />
      <AddressBar />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
}

async function openNotices(address?: string) {
  renderEditor(noticeSection, address);
  return screen.findByRole('table');
}

describe('an editor declared by its section (Notice)', () => {
  it('lists the records with Edit and Delete first, then the key columns and the document link', async () => {
    const table = await openNotices();
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Actions', 'Title', 'Issue Date', 'Show until', 'Document']);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    // Each row's buttons and link name their record, so that 16 of them can be told apart.
    expect(
      within(cells[0] as HTMLElement).getByRole('button', { name: 'Edit notice Water supply' }),
    ).toBeVisible();
    expect(
      within(cells[0] as HTMLElement).getByRole('button', { name: 'Delete notice Water supply' }),
    ).toBeVisible();
    expect(row).toHaveTextContent('Water supply');
    expect(row).toHaveTextContent('Mar 5, 2024');
    // The PDF opens by its URL in the browser's viewer, not from bytes in the list; its link says
    // its format and size.
    const link = within(row).getByRole('link', { name: 'Download Water supply (PDF, 1.2 MB)' });
    expect(link).toHaveTextContent('Download Document (PDF, 1.2 MB)');
    expect(link).toHaveAttribute('href', STORED_PDF);
    expect(link).toHaveAttribute('target', '_blank');
    expect(api.sent[0]?.path).toBe('/api/v2/admin/notices');
    expect(api.sent[0]?.url.searchParams.get('page')).toBe('1');
    // One page only: no links to other pages.
    expect(screen.queryByRole('navigation', { name: 'Pages of notices' })).not.toBeInTheDocument();
  });

  it('shows the empty-state text when there is nothing', async () => {
    notices = [];
    renderEditor(noticeSection);
    expect(await screen.findByText('No Notice found')).toBeInTheDocument();
  });

  it('checks before any call and says every problem at once, beside its field', async () => {
    await openNotices();
    const create = screen.getByRole('button', { name: 'Create Notice' });
    await userEvent.click(create);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('There are 2 problems');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Title is a required field!', 'Document file is required!']);
    const title = screen.getByLabelText('Title *');
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('Title is a required field!');
    expect(screen.getByLabelText(/^Document/)).toHaveAccessibleDescription(
      'PDF, at most 20 MB. Document file is required!',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.type(title, 'Budget');
    expect(title).not.toBeInvalid();
    const notPdf = new File(['x'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/^Document/), notPdf, { applyAccept: false });
    // Refused as soon as it is picked, saying what is taken.
    const refusal = 'photo.png is not a PDF file. Choose a PDF file of at most 20 MB.';
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByTitle(/Preview of the document/)).not.toBeInTheDocument();
    await userEvent.click(create);
    // The summary names it again, and the file stays refused rather than left out of the save.
    expect(screen.getByText('There is a problem: fix it and try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: refusal })).toHaveAttribute(
      'href',
      `#${screen.getByLabelText(/^Document/).id}`,
    );
    expect(screen.getByLabelText(/^Document/)).toHaveFocus();
    expect(api.sentTo('POST /api/Admin/notice')).toHaveLength(0);
  });

  it('creates with id 0 and the wire names, says so, reloads the list and empties the form', async () => {
    await openNotices();
    await userEvent.type(screen.getByLabelText('Title *'), 'Budget');
    await userEvent.type(screen.getByLabelText('Title (Hindi)'), 'बजट');
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
        'Notice.TitleHindi': 'बजट',
        'Notice.Description': '',
        'Notice.DescriptionHindi': '',
        'Notice.IssueDate': '2024-04-01',
        // Issue 20: left empty, the notice stays on the site.
        'Notice.ShowUntil': '',
      },
      files: [['DocumentFile', 'budget.pdf']],
    });
    expect(gets()).toBe(before + 1);
    expect(screen.getByLabelText('Title *')).toHaveValue('');
    expect(screen.getByLabelText('Title (Hindi)')).toHaveValue('');
  });

  it('Edit copies the record in, keeps the stored file, and Create New empties the form', async () => {
    const table = await openNotices();
    await userEvent.click(within(table).getByRole('button', { name: /^Edit / }));
    expect(screen.getByRole('heading', { name: 'Edit Notice' })).toHaveFocus();
    expect(screen.getByLabelText('Title *')).toHaveValue('Water supply');
    expect(screen.getByLabelText('Issue Date')).toHaveValue('2024-03-05');
    // The stored document opens by its URL (the API lets no other site frame it).
    expect(
      screen.getByRole('link', { name: 'Open the stored document: Document (PDF, 1.2 MB)' }),
    ).toHaveAttribute('href', STORED_PDF);
    expect(screen.queryByTitle(/Preview of the document/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Description'), 'From Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Update Notice' }));
    await expectPopup('Success', 'Notice updated successfully!');
    const [put] = api.sentTo('PUT /api/Admin/notice');
    expect(put?.form?.texts).toMatchObject({
      'Notice.Id': '3',
      'Notice.Description': 'From Monday',
    });
    // No new file: nothing is sent for it, and the API keeps the stored one.
    expect(put?.form?.files).toEqual([]);

    await userEvent.click(within(table).getByRole('button', { name: /^Edit / }));
    await userEvent.click(screen.getByRole('button', { name: 'Create New' }));
    expect(screen.getByRole('heading', { name: 'Create New Notice' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title *')).toHaveValue('');
  });

  it('deletes after the confirmation, says so and reloads; a refusal sends nothing', async () => {
    const table = await openNotices();
    const confirm = jest.mocked(window.confirm);
    confirm.mockReturnValueOnce(false);
    await userEvent.click(within(table).getByRole('button', { name: /^Delete / }));
    // The question names the record, so that nobody deletes another row than the one meant.
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete this notice?\n\nWater supply',
    );
    expect(api.sentTo('DELETE /api/Admin/notice/:id')).toHaveLength(0);
    const before = gets();
    await userEvent.click(within(table).getByRole('button', { name: /^Delete / }));
    await expectPopup('Deleted', 'Notice deleted successfully!');
    expect(api.sentTo('DELETE /api/Admin/notice/:id')[0]?.path).toBe('/api/Admin/notice/3');
    expect(gets()).toBe(before + 1);
  });

  it("shows the server's message on failure, or the section's text when it has none", async () => {
    await openNotices();
    answerSave = failWith(400, { message: 'The document must be a PDF file.' });
    await userEvent.type(screen.getByLabelText('Title *'), 'Budget');
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
    await userEvent.type(screen.getByLabelText('Title *'), 'Budget');
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
      'GET /api/v2/admin/about': pageOf([]),
      'POST /api/Admin/about': failWith(413, { message: 'The image is larger than 5 MB.' }),
    });
    renderEditor(aboutSection, '/editabout');
    await screen.findByText('No About found');
    await userEvent.click(screen.getByRole('button', { name: 'Create About' }));
    expect(screen.getByLabelText('Name *')).toHaveAccessibleDescription(
      'Name are required fields!',
    );
    await userEvent.type(screen.getByLabelText('Name *'), 'Welcome');
    await userEvent.click(screen.getByRole('button', { name: 'Create About' }));
    await expectPopup(
      'Error',
      'There was an error creating the about.',
      'The image is larger than 5 MB.',
    );
    await waitFor(() => expect(screen.getByLabelText('Name *')).toHaveValue('Welcome'));
  });
});

describe('a form with many checks (Tender)', () => {
  it('lists the key columns only, and says every missing field of an empty form at once', async () => {
    api.answer(
      'GET /api/v2/admin/tenders',
      pageOf([
        aTender({
          id: 7,
          tender_no: 'NP/7',
          file: aStoredPdf('t.pdf'),
          file3: aStoredPdf('m.pdf'),
        }),
      ]),
    );
    renderEditor(tenderSection, '/edittender');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Actions',
      'Tender No',
      'Tender Title',
      'Last Date of Submission',
      'Status',
      'Documents',
    ]);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'EditDeleteNP/7Road repairJan 31, 2024Open2',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Create Tender' }));
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Tender No is required.',
      'Tender title is required.',
      'Publish date is required.',
      'Last date of submission is required.',
      'Status is required.',
      'Document file is required!',
    ]);
    expect(screen.getByLabelText(/^Tender No/)).toHaveFocus();
    expect(screen.getByLabelText(/^Status/)).toHaveAccessibleDescription('Status is required.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sentTo('POST /api/Admin/tender')).toHaveLength(0);
  });
});

describe('a gallery item (Gallery)', () => {
  it('needs a photo, of a kind and size the API takes', async () => {
    api.answer('GET /api/v2/admin/gallery', pageOf([aGalleryPhoto({ photoPath: aStoredImage() })]));
    renderEditor(gallerySection, '/editgallery');
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Title *'), 'Ghat');
    await userEvent.type(screen.getByLabelText('Description *'), 'Evening');
    await userEvent.click(screen.getByRole('button', { name: 'Create Gallery' }));
    const photo = screen.getByLabelText(/^Photo/);
    expect(photo).toHaveFocus();
    expect(photo).toHaveAccessibleDescription(
      'JPEG, PNG or WebP, at most 5 MB. Photo is a required field!',
    );

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'ghat.png', { type: 'image/png' });
    await userEvent.upload(photo, big);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ghat.png is 5.1 MB, larger than 5 MB. Choose a JPEG, PNG or WebP photo of at most 5 MB.',
    );
    expect(api.sentTo('POST /api/Admin/gallery')).toHaveLength(0);
  });
});

/** Notices 1 to `total`, newest (highest id) first, answered a page at a time as the API does. */
function answerNoticesByPage(total: () => number) {
  api.answer('GET /api/v2/admin/notices', ({ url }) => {
    const page = Number(url.searchParams.get('page') ?? '1');
    const ids = Array.from({ length: total() }, (_, index) => total() - index);
    const items = ids
      .slice((page - 1) * 20, page * 20)
      .map((id) => aNotice({ id, title: `N${id}` }));
    return pageOf(items, { page, size: 20, total: total() });
  });
}

describe('a section listed by page', () => {
  it('shows the page the address asks for, with accessible links to the others', async () => {
    answerNoticesByPage(() => 45);
    const table = await openNotices('/editnotice?page=2');
    expect(api.sentTo('GET /api/v2/admin/notices')[0]?.url.searchParams.get('page')).toBe('2');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('N25');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const pages = screen.getByRole('navigation', { name: 'Pages of notices' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');

    await userEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('N5')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/editnotice?page=3');
    expect(api.sentTo('GET /api/v2/admin/notices').at(-1)?.url.searchParams.get('page')).toBe('3');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('N25')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/editnotice?page=2');
  });

  it('asks again for the list after a delete, and leaves a page the delete emptied', async () => {
    let total = 21;
    answerNoticesByPage(() => total);
    api.answer('DELETE /api/Admin/notice/:id', () => {
      total -= 1;
      return { message: 'Deleted' };
    });
    const table = await openNotices('/editnotice?page=2');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('N1');
    api.forgetSent();
    await userEvent.click(within(table).getByRole('button', { name: /^Delete / }));
    await expectPopup('Deleted', 'Notice deleted successfully!');
    // Page 2 is asked again, found empty, and the previous page is shown in its place.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/editnotice$/),
    );
    expect(await screen.findByText('N20')).toBeInTheDocument();
    expect(
      api.sentTo('GET /api/v2/admin/notices').map(({ url }) => url.searchParams.get('page')),
    ).toEqual(['2', '1']);
    expect(screen.queryByRole('navigation', { name: 'Pages of notices' })).not.toBeInTheDocument();
  });

  it('shows the first page after a create, where the new record comes', async () => {
    answerNoticesByPage(() => 45);
    await openNotices('/editnotice?page=3');
    await userEvent.type(screen.getByLabelText('Title *'), 'Budget');
    await userEvent.upload(screen.getByLabelText(/^Document/), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Create Notice' }));
    await expectPopup('Success', 'Notice created successfully!');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/editnotice$/);
    expect(await screen.findByText('N45')).toBeInTheDocument();
  });
});

describe('stored photos by URL (About)', () => {
  it('shows 50px thumbnails from the renditions, lazily, and a placeholder where there is none', async () => {
    api.answer(
      'GET /api/v2/admin/about',
      pageOf([
        anAboutEntry({ id: 2, name: 'Office', photoPath: aStoredImage() }),
        anAboutEntry({ id: 1, name: 'Hall', photoPath: null }),
      ]),
    );
    renderEditor(aboutSection, '/editabout');
    const table = await screen.findByRole('table');
    const thumbnail = within(table).getByRole('img', { name: 'Photo' });
    // The smallest rendition fills 50 px at any pixel ratio: the only picture offered.
    expect(thumbnail).toHaveAttribute(
      'src',
      'http://api.test/api/files/320/fedcba9876543210/photo-320w.webp',
    );
    expect(thumbnail).not.toHaveAttribute('srcset');
    expect(thumbnail).toHaveAttribute('width', '1600');
    expect(thumbnail).toHaveAttribute('height', '1200');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail).toHaveClass('admin-thumbnail');
    expect(within(table).getByRole('img', { name: 'No photo' })).toHaveAttribute('width', '50');
  });

  it('previews the stored photo when editing, and keeps it when no new one is chosen', async () => {
    api.answers({
      'GET /api/v2/admin/about': pageOf([
        anAboutEntry({ id: 2, name: 'Office', photoPath: aStoredImage() }),
      ]),
      'PUT /api/Admin/about': anAboutEntry({ id: 2 }),
    });
    renderEditor(aboutSection, '/editabout');
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: /^Edit / }));
    const preview = screen.getByRole('img', { name: 'Stored photo' });
    expect(preview).toHaveAttribute('sizes', '100px');
    expect(preview.getAttribute('srcset')).toContain('photo-320w.webp 320w');
    expect(preview).toHaveClass('admin-photo-preview');
    await userEvent.click(screen.getByRole('button', { name: 'Update About' }));
    await expectPopup('Success', 'About updated successfully!');
    const [put] = api.sentTo('PUT /api/Admin/about');
    expect(put?.form?.texts['About.PhotoPath']).toBe('NA');
    expect(put?.form?.files).toEqual([]);
  });
});

describe("the popups' focus, by keyboard (issue 25)", () => {
  /** Waits for the popup, checks focus is on its OK, and presses Enter there. */
  async function answerPopupByKeyboard(text: string) {
    const popup = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(popup).toHaveTextContent(text);
    await waitFor(() => expect(within(popup).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
  }

  it('after a save, focus is on the popup, then on the empty form to start the next', async () => {
    await openNotices();
    await userEvent.type(screen.getByLabelText('Title *'), 'Budget');
    await userEvent.upload(screen.getByLabelText(/^Document/), pdf());
    screen.getByRole('button', { name: 'Create Notice' }).focus();
    await userEvent.keyboard('{Enter}');
    await answerPopupByKeyboard('Notice created successfully!');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Create New Notice' })).toHaveFocus(),
    );
  });

  it('after a delete, focus goes to the row now in its place, else to the list heading', async () => {
    notices = [
      aNotice({ id: 3, title: 'Water supply' }),
      aNotice({ id: 4, title: 'Property tax' }),
    ];
    api.answer('DELETE /api/Admin/notice/:id', ({ path }) => {
      notices = notices.filter((notice) => path !== `/api/Admin/notice/${notice.id}`);
      return { message: 'Deleted' };
    });
    const table = await openNotices();
    within(table).getByRole('button', { name: 'Delete notice Water supply' }).focus();
    await userEvent.keyboard('{Enter}');
    await answerPopupByKeyboard('Notice deleted successfully!');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit notice Property tax' })).toHaveFocus(),
    );

    screen.getByRole('button', { name: 'Delete notice Property tax' }).focus();
    await userEvent.keyboard('{Enter}');
    await answerPopupByKeyboard('Notice deleted successfully!');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Notice' })).toHaveFocus(),
    );
  });
});
