import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aNewsItem, aNotice, aStoredPdf, fakeApi, pageOf } from '@council/api-fake';
import { MemoryRouter } from '@council/router';
import { InQueryCache } from '@council/remote-harness/src/testing';
import { expectPopup } from '@council/ui/src/popups/testing/expectPopup';
import {
  circularSection,
  noticeSection,
  officeOrderSection,
} from '../council-documents/councilDocumentSections';
import { latestNewsSection } from '../latest-news/latestNewsSection';
import { pressReleaseSection } from '../press-releases/pressReleaseSection';
import { signInAdmin } from '../testing/adminTestSetup';
import { SectionEditor } from './SectionEditor';
import { isArchived } from './showUntil';
import type { AnyEditorSection } from './types';

// Issue 20: an optional "show until" date on five editors; past it, an item is in the archive.

const api = fakeApi();

beforeEach(() => {
  signInAdmin();
  api.answers({
    'GET /api/v2/admin/notices': pageOf([
      aNotice({
        id: 3,
        title: 'Polling booths',
        showUntil: '2020-11-30',
        filePath: aStoredPdf('Polling booths.pdf'),
      }),
      aNotice({
        id: 2,
        title: 'Property tax',
        showUntil: '2999-12-31',
        filePath: aStoredPdf('Tax.pdf'),
      }),
      aNotice({ id: 1, title: 'Water supply', filePath: aStoredPdf('Water.pdf') }),
    ]),
    'PUT /api/Admin/notice': aNotice({ id: 3 }),
    'GET /api/v2/admin/latest-news': pageOf([aNewsItem({ id: 4, title: 'Camp', showUntil: null })]),
    'POST /api/Admin/latest-news': aNewsItem({ id: 5 }),
  });
});

async function openEditor(section: AnyEditorSection, address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <SectionEditor section={section} />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
  return screen.findByRole('table');
}

describe('the "show until" date (issue 20)', () => {
  it.each([
    ['notice', noticeSection],
    ['circular', circularSection],
    ['office order', officeOrderSection],
    ['latest news', latestNewsSection],
    ['press release', pressReleaseSection],
  ])('is an optional date input of the %s editor, with a hint', (_name, section) => {
    expect(section.fields.find((field) => field.name === 'showUntil')).toEqual({
      name: 'showUntil',
      kind: 'date',
      hint: 'editor.showUntilHint',
    });
    expect(section.columns.map((column) => column.name)).toContain('showUntil');
  });

  it('shows the date in the list, and Archived for a date past', async () => {
    const table = await openEditor(noticeSection, '/editnotice');
    const [archived, current, none] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    const dateCell = (row: HTMLElement | undefined) =>
      within(row as HTMLElement).getAllByRole('cell')[3] as HTMLElement;
    expect(dateCell(archived)).toHaveTextContent('Nov 30, 2020 Archived');
    expect(dateCell(current)).toHaveTextContent('Dec 31, 2999');
    expect(dateCell(current)).not.toHaveTextContent('Archived');
    expect(dateCell(none)).toHaveTextContent('N/A');
  });

  it('takes the stored date into the form, says what empty does, and sends the date', async () => {
    const table = await openEditor(noticeSection, '/editnotice');
    await userEvent.click(
      within(table).getAllByRole('button', { name: /^Edit / })[0] as HTMLElement,
    );
    const input = screen.getByLabelText('Show until');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).not.toBeRequired();
    expect(input).toHaveValue('2020-11-30');
    expect(input).toHaveAccessibleDescription(/Leave empty to keep it on the site/);
    await userEvent.clear(input);
    await userEvent.type(input, '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Update Notice' }));
    await expectPopup('Success', 'Notice updated successfully!');
    const [put] = api.sentTo('PUT /api/Admin/notice');
    expect(put?.form?.texts['Notice.ShowUntil']).toBe('2026-12-31');
  });

  it('sends an emptied date as empty, which clears it (latest news, as JSON)', async () => {
    await openEditor(latestNewsSection, '/editlatestnews');
    await userEvent.type(screen.getByLabelText('Title *'), 'Camp');
    await userEvent.type(screen.getByLabelText('Description *'), 'Town hall');
    await userEvent.click(screen.getByRole('button', { name: 'Create Latest News' }));
    await expectPopup('Success', 'Latest News created successfully!');
    const [post] = api.sentTo('POST /api/Admin/latest-news');
    expect(post?.json).toMatchObject({ title: 'Camp', showUntil: '' });
  });

  it('is archived from the day after the date, on the council’s clock (India time)', () => {
    // 30 November ends at 18:30 UTC in India.
    expect(isArchived('2026-11-30', new Date('2026-11-30T18:29:59Z'))).toBe(false);
    expect(isArchived('2026-11-30', new Date('2026-11-30T18:30:00Z'))).toBe(true);
    expect(isArchived(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});
