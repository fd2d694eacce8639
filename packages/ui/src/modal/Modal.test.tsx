import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

describe('a modal whose page the server rendered', () => {
  it('is named by its title once opened, though the browser hydrates it at another place', async () => {
    // The server renders a screen as a root of its own; the browser hydrates it inside the
    // shell, beside the live marker (RemoteSlot): the ids React makes differ between the two.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Page />
          <Nothing />
        </>,
      );
    });
    await userEvent.click(screen.getByRole('button', { name: 'View More' }));
    expect(screen.getByRole('dialog', { name: 'Complaint Details' })).toBeVisible();
    // No hydration warning: the markup of the closed modal is the same on both sides.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});

function Nothing() {
  return null;
}
