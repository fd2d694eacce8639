import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
import { Modal } from './Modal';

initI18n();

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View More
      </button>
      <Modal title="Complaint Details" open={open} onClose={() => setOpen(false)}>
        <p>Ward 4</p>
      </Modal>
    </>
  );
}

describe('the modal', () => {
  it('opens with its title, closes with the close button and gives focus back', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'View More' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Complaint Details' })).toBeVisible();
    expect(screen.getByText('Ward 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Ward 4')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'View More' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByText('Ward 4')).not.toBeInTheDocument();
  });
});
