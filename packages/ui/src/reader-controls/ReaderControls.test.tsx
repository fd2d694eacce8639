import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ReaderControls } from './ReaderControls';

const LABELS = {
  group: 'Text size and contrast',
  smaller: 'Decrease text size',
  normal: 'Normal text size',
  larger: 'Increase text size',
  contrast: 'High contrast',
};

const root = document.documentElement;

afterEach(() => {
  cleanup(); // before the page's attributes go, which mounted controls would hear
  root.removeAttribute('data-text-size');
  root.removeAttribute('data-contrast');
  document.cookie = 'council-text-size=; Max-Age=0; Path=/';
  document.cookie = 'council-contrast=; Max-Age=0; Path=/';
});

const button = (name: string) => screen.getByRole('button', { name });

it('is a named group of four buttons, the contrast one a toggle', () => {
  render(<ReaderControls labels={LABELS} />);
  const group = screen.getByRole('group', { name: 'Text size and contrast' });
  expect(group.querySelectorAll('button')).toHaveLength(4);
  expect(button('High contrast')).toHaveAttribute('aria-pressed', 'false');
});

it('steps the text size up and down, saying at each end that it can go no further', async () => {
  const user = userEvent.setup();
  render(<ReaderControls labels={LABELS} />);
  await user.click(button('Increase text size'));
  expect(root).toHaveAttribute('data-text-size', 'large');
  expect(button('Increase text size')).toHaveAttribute('aria-disabled', 'true');
  // Still focused: a disabled button would have dropped the keyboard's place.
  expect(button('Increase text size')).toHaveFocus();
  await user.click(button('Increase text size'));
  expect(root).toHaveAttribute('data-text-size', 'large');
  await user.click(button('Decrease text size'));
  await user.click(button('Decrease text size'));
  expect(root).toHaveAttribute('data-text-size', 'small');
  expect(button('Decrease text size')).toHaveAttribute('aria-disabled', 'true');
  await user.click(button('Normal text size'));
  expect(root).not.toHaveAttribute('data-text-size');
  expect(document.cookie).not.toContain('council-text-size');
});

it('turns high contrast on and off, keeping it in a cookie', async () => {
  const user = userEvent.setup();
  render(<ReaderControls labels={LABELS} />);
  await user.click(button('High contrast'));
  expect(root).toHaveAttribute('data-contrast', 'high');
  expect(button('High contrast')).toHaveAttribute('aria-pressed', 'true');
  expect(document.cookie).toContain('council-contrast=high');
  await user.click(button('High contrast'));
  expect(root).not.toHaveAttribute('data-contrast');
  expect(button('High contrast')).toHaveAttribute('aria-pressed', 'false');
});

it('keeps every set of controls on the page in step (the top bar and the phone menu)', async () => {
  const user = userEvent.setup();
  render(
    <>
      <ReaderControls labels={LABELS} />
      <ReaderControls labels={{ ...LABELS, contrast: 'Contrast in the menu' }} />
    </>,
  );
  await user.click(button('High contrast'));
  expect(button('Contrast in the menu')).toHaveAttribute('aria-pressed', 'true');
});

it("takes over the server's markup, then shows the choice the server put on <html>", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ReaderControls labels={LABELS} />);
  document.body.appendChild(container);
  root.setAttribute('data-text-size', 'large');
  root.setAttribute('data-contrast', 'high');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let hydrated: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    hydrated = hydrateRoot(container, <ReaderControls labels={LABELS} />);
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(screen.getByRole('button', { name: 'High contrast' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('button', { name: 'Increase text size' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  act(() => hydrated?.unmount());
  container.remove();
});
