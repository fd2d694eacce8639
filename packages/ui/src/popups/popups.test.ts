import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../testing/browserGaps';
import { showConfirm, showError, showSuccess } from './popups';
import { expectPopup } from './testing/expectPopup';

describe('the popups', () => {
  it('shows a success with its title and text, and resolves once closed with OK', async () => {
    const closed = showSuccess({ title: 'Success', text: 'Notice added successfully!' });
    await expectPopup('Success', 'Notice added successfully!');
    await expect(closed).resolves.toBeUndefined();
  });

  it("puts an error's detail below its text as plain text, never markup", async () => {
    void showError({ title: 'Error', text: 'Could not save.', detail: '<b>Too large</b>' });
    await expectPopup('Error', 'Could not save.', '<b>Too large</b>');
  });

  it('names its button as asked, and a confirm says which answer was chosen', async () => {
    const answer = showConfirm({ title: 'Delete?', confirm: 'Yes', cancel: 'No' });
    const popup = await screen.findByRole('dialog', {}, { timeout: 3000 });
    await userEvent.click(within(popup).getByRole('button', { name: 'No' }));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
  });
});

describe('the popups and motion', () => {
  const realMatchMedia = window.matchMedia;
  /** The browser's answer to prefers-reduced-motion: reduce, other queries as before. */
  function readerAsksForLessMotion(asks: boolean) {
    window.matchMedia = (query: string) => ({
      ...realMatchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)' ? asks : realMatchMedia(query).matches,
    });
  }
  afterEach(async () => {
    window.matchMedia = realMatchMedia;
    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
  });

  async function closedWithOk(popup: HTMLElement) {
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
  }

  it('zooms in as sweetalert2 does by default', async () => {
    readerAsksForLessMotion(false);
    void showSuccess({ title: 'Success', text: 'Saved.' });
    const popup = await screen.findByRole('dialog', {}, { timeout: 3000 });
    await waitFor(() => expect(popup).toHaveClass('swal2-show'));
    await closedWithOk(popup);
  });

  it('holds still for a reader who asks for less motion, and still closes', async () => {
    readerAsksForLessMotion(true);
    const answer = showConfirm({ title: 'Delete?', confirm: 'Yes', cancel: 'No' });
    const popup = await screen.findByRole('dialog', {}, { timeout: 3000 });
    // Opened: its button has focus (didOpen), later than sweetalert2 adds its zoom class.
    await waitFor(() => expect(within(popup).getByRole('button', { name: 'Yes' })).toHaveFocus());
    expect(popup).not.toHaveClass('swal2-show');
    expect(popup.querySelector('.swal2-icon')).not.toHaveClass('swal2-icon-show');
    await userEvent.click(within(popup).getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
    expect(popup).not.toHaveClass('swal2-hide');
    expect(document.querySelector('.swal2-container')).toBeNull();
  });
});

describe("the popups' focus (issue 25)", () => {
  /** A page behind the popup: the control that opens it and a heading that may take focus. */
  function page() {
    document.body.innerHTML =
      '<div id="root"><h2 tabindex="-1">Create New Notice</h2><button>Create Notice</button></div>';
    const heading = document.querySelector('h2') as HTMLElement;
    const opener = screen.getByRole('button', { name: 'Create Notice' });
    opener.focus();
    return { heading, opener };
  }

  const closedAndSettled = async () => {
    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
  };

  it('holds focus on its button while open, even when the page behind takes it', async () => {
    const { heading } = page();
    void showSuccess({ title: 'Success', text: 'Notice created successfully!' });
    const popup = await screen.findByRole('dialog', {}, { timeout: 3000 });
    // The form behind re-renders and focuses its heading, as the editors do after a save.
    heading.focus();
    expect(document.activeElement).toBe(within(popup).getByRole('button', { name: 'OK' }));
    await userEvent.keyboard('{Escape}');
    await closedAndSettled();
  });

  it('answers Escape and gives focus back to the control that opened it', async () => {
    const { opener } = page();
    const closed = showError({ title: 'Error', text: 'Could not save.' });
    await screen.findByRole('dialog', {}, { timeout: 3000 });
    await userEvent.keyboard('{Escape}');
    await closed;
    await closedAndSettled();
    expect(document.activeElement).toBe(opener);
  });

  it('sends focus where it is told when the control that opened it is gone', async () => {
    const { heading, opener } = page();
    void showSuccess({ title: 'Deleted', text: 'Notice deleted!', focusAfter: () => heading });
    const popup = await screen.findByRole('dialog', {}, { timeout: 3000 });
    opener.remove(); // the deleted row, with its button
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await closedAndSettled();
    expect(document.activeElement).toBe(heading);
  });
});
