/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FirstScreenForm } from './FirstScreenForm';

const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
const signIn = (
  <FirstScreenForm onSubmit={onSubmit}>
    <input aria-label="Email" />
    <button type="submit">Login</button>
  </FirstScreenForm>
);

beforeEach(() => onSubmit.mockClear());

describe('FirstScreenForm', () => {
  it('comes from the server posting, its controls disabled', () => {
    const html = renderToString(signIn);
    expect(html).toMatch(/^<form noValidate="" method="post">/);
    expect(html).toContain('<fieldset role="presentation" disabled="">');
  });

  it('responds once React has taken over the server’s markup', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(signIn);
    document.body.appendChild(container);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await act(async () => {
      hydrateRoot(container, signIn);
    });
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('lays out its controls with the class it is given, and may leave the checks to the browser', () => {
    const html = renderToString(
      <FirstScreenForm onSubmit={onSubmit} className="row g-3" noValidate={false}>
        <input aria-label="Name" required />
      </FirstScreenForm>,
    );
    expect(html).toMatch(
      /^<form method="post"><fieldset role="presentation" disabled="" class="row g-3">/,
    );
  });

  it('responds at once where the browser draws the page', () => {
    render(signIn);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
