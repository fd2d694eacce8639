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
