import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Waits for the sweetalert2 popup, checks its title and text, and closes it with OK. */
export async function expectPopup(title: string, text: string, footer?: string): Promise<void> {
  const popup = await screen.findByRole('dialog', {}, { timeout: 3000 });
  expect(popup.querySelector('.swal2-title')).toHaveTextContent(title);
  expect(popup.querySelector('.swal2-html-container')).toHaveTextContent(text);
  if (footer !== undefined) expect(popup.querySelector('.swal2-footer')).toHaveTextContent(footer);
  await userEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
  // sweetalert2 gives focus back to the page 100 ms later; typing before that would lose keys.
  await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
}
