import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aNotice, anOfficial, aSlide, aStoredPdf, fakeApi, pageOf } from '@council/api-fake';
import { setLanguage } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import { InQueryCache } from '@council/remote-harness/src/testing';
import { expectPopup } from '@council/ui/src/popups/testing/expectPopup';
import { noticeSection } from '../council-documents/councilDocumentSections';
import { employeesSection } from '../officials/employeesSection';
import { sliderSection } from '../slider/sliderSection';
import { signInAdmin } from '../testing/adminTestSetup';
import { SectionEditor } from './SectionEditor';
import type { AnyEditorSection } from './types';

// Issue 19: the editors take each council text in Hindi too, beside the English one. Each
// input says the language it holds (screen readers, spell-checkers), whatever the console's.

const api = fakeApi();

beforeEach(() => {
  signInAdmin();
  api.answers({
    'GET /api/v2/admin/notices': pageOf([
      aNotice({
        id: 3,
        title: 'Water supply',
        titleHindi: 'जलापूर्ति',
        description: 'Closed on Monday',
        descriptionHindi: 'सोमवार को बंद',
        filePath: aStoredPdf('Water supply.pdf'),
      }),
      aNotice({ id: 2, title: 'Property tax', filePath: aStoredPdf('Tax.pdf') }),
    ]),
    'PUT /api/Admin/notice': aNotice({ id: 3 }),
  });
});

afterEach(async () => {
  await act(() => setLanguage('en'));
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

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe("the notice editor's texts in English and Hindi", () => {
  it('has an optional Hindi input after each English one, each marked with its language', async () => {
    await openEditor(noticeSection, '/editnotice');
    const title = screen.getByLabelText('Title *');
    const titleHindi = screen.getByLabelText('Title (Hindi)');
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toBeRequired();
    expect(titleHindi).toHaveAttribute('lang', 'hi');
    expect(titleHindi).not.toBeRequired();
    expect(screen.getByLabelText('Description')).toHaveAttribute('lang', 'en');
    const descriptionHindi = screen.getByLabelText('Description (Hindi)');
    expect(descriptionHindi.tagName).toBe('TEXTAREA');
    expect(descriptionHindi).toHaveAttribute('lang', 'hi');
    // Texts kept in one language only say nothing of it.
    expect(screen.getByLabelText('Issue Date')).not.toHaveAttribute('lang');

    const inputs = [...document.querySelectorAll('form input, form textarea')];
    expect(inputs.map((input) => input.getAttribute('name'))).toEqual([
      'title',
      'titleHindi',
      'description',
      'descriptionHindi',
      'issueDate',
      'showUntil',
      'document',
    ]);
  });

  it('keeps the lang of each input in the Hindi console', async () => {
    await act(() => setLanguage('hi'));
    await openEditor(noticeSection, '/editnotice');
    expect(screen.getByLabelText('शीर्षक (अंग्रेज़ी) *')).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('शीर्षक (हिन्दी)')).toHaveAttribute('lang', 'hi');
    expect(screen.getByLabelText('विवरण (अंग्रेज़ी)')).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('विवरण (हिन्दी)')).toHaveAttribute('lang', 'hi');
  });

  it('lists the English title with the Hindi one under it where there is one', async () => {
    const table = await openEditor(noticeSection, '/editnotice');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Actions', 'Title', 'Issue Date', 'Show until', 'Document']);
    const [translated, notYet] = rowsOf(table) as [HTMLElement, HTMLElement];
    const titleCell = within(translated).getAllByRole('cell')[1] as HTMLElement;
    expect(within(titleCell).getByText('Water supply')).toHaveAttribute('lang', 'en');
    expect(within(titleCell).getByText('जलापूर्ति')).toHaveAttribute('lang', 'hi');
    const untranslated = within(notYet).getAllByRole('cell')[1] as HTMLElement;
    expect(untranslated.textContent).toBe('Property tax');
    expect(untranslated.querySelector('[lang="hi"]')).toBeNull();
  });

  it('copies the Hindi texts in on Edit, and sends a cleared one empty', async () => {
    const table = await openEditor(noticeSection, '/editnotice');
    await userEvent.click(
      within(rowsOf(table)[0] as HTMLElement).getByRole('button', { name: /^Edit / }),
    );
    expect(screen.getByLabelText('Title (Hindi)')).toHaveValue('जलापूर्ति');
    expect(screen.getByLabelText('Description (Hindi)')).toHaveValue('सोमवार को बंद');

    await userEvent.clear(screen.getByLabelText('Description (Hindi)'));
    await userEvent.type(screen.getByLabelText('Title (Hindi)'), ' बंद');
    await userEvent.click(screen.getByRole('button', { name: 'Update Notice' }));
    await expectPopup('Success', 'Notice updated successfully!');
    expect(api.sentTo('PUT /api/Admin/notice')[0]?.form?.texts).toMatchObject({
      'Notice.Id': '3',
      'Notice.title': 'Water supply',
      'Notice.TitleHindi': 'जलापूर्ति बंद',
      'Notice.DescriptionHindi': '',
    });
  });
});

describe("the officials editor's names and designations in Hindi", () => {
  beforeEach(() => {
    api.answer(
      'GET /api/v2/admin/officials',
      pageOf([
        anOfficial({
          id: 5,
          name: 'Asha Devi',
          nameHindi: 'आशा देवी',
          designation: 'Chief Councillor',
          designationHindi: 'मुख्य पार्षद',
        }),
      ]),
    );
  });

  it('offers the known designations for the English one only', async () => {
    await openEditor(employeesSection, '/editministerofficeremp');
    const designation = screen.getByLabelText('Designation *');
    expect(designation).toHaveAttribute('lang', 'en');
    expect(designation).toHaveAttribute('list');
    const designationHindi = screen.getByLabelText('Designation (Hindi)');
    expect(designationHindi).toHaveAttribute('lang', 'hi');
    expect(designationHindi).not.toHaveAttribute('list');
    expect(screen.getByLabelText('Name (Hindi)')).toHaveAttribute('lang', 'hi');
  });

  it('lists each name and designation with its Hindi under it', async () => {
    const table = await openEditor(employeesSection, '/editministerofficeremp');
    const row = rowsOf(table)[0] as HTMLElement;
    expect(within(row).getByText('आशा देवी')).toHaveAttribute('lang', 'hi');
    expect(within(row).getByText('मुख्य पार्षद')).toHaveAttribute('lang', 'hi');
    expect(within(row).getByText('Chief Councillor')).toHaveAttribute('lang', 'en');
  });
});

describe("the slider's caption", () => {
  it('is asked in both languages, none required, and listed beside the photo', async () => {
    api.answer(
      'GET /api/v2/admin/slides',
      pageOf([aSlide({ id: 2, captionHindi: 'गांधी मैदान' }), aSlide({ id: 1 })]),
    );
    const table = await openEditor(sliderSection, '/slider');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Actions', 'Photo', 'Caption']);
    const [hindiOnly, none] = rowsOf(table) as [HTMLElement, HTMLElement];
    expect(within(hindiOnly).getByText('गांधी मैदान')).toHaveAttribute('lang', 'hi');
    expect(within(none).getAllByRole('cell')[2]).toHaveTextContent('N/A');
    expect(screen.getByLabelText('Caption')).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('Caption (Hindi)')).toHaveAttribute('lang', 'hi');
    expect(screen.getByLabelText('Caption')).not.toBeRequired();
  });
});
