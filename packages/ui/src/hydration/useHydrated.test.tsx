/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './useHydrated';

function Field() {
  const hydrated = useHydrated();
  return <input aria-label="Email" disabled={!hydrated} />;
}

describe('useHydrated', () => {
  it('is false in the server’s render', () => {
    expect(renderToString(<Field />)).toContain('disabled=""');
  });

  it('is true from the first render of a page the browser draws itself', () => {
    render(<Field />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
  });

  it('turns true once React has taken over the server’s markup, with no mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field />);
    document.body.appendChild(container);
    const input = container.querySelector('input');
    expect(input).toBeDisabled();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Field />, { onRecoverableError: (error) => console.error(error) });
    });
    // The same element, taken over as the server sent it, now responds.
    expect(container.querySelector('input')).toBe(input);
    expect(input).toBeEnabled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
