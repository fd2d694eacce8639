import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyPage } from './lazyPage';

function Greeting() {
  const [typed, setTyped] = useState('');
  return (
    <input aria-label="Name" value={typed} onChange={(event) => setTyped(event.target.value)} />
  );
}

describe('lazyPage', () => {
  it('renders at once, without suspending, once its code is here (a server render)', async () => {
    const { Page, preload } = lazyPage(() => Promise.resolve(Greeting));
    await preload();
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(html).toContain('aria-label="Name"');
    expect(html).not.toContain('Loading');
  });

  it('fetches its code once, however often it is asked for', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const { preload } = lazyPage(load);
    await Promise.all([preload(), preload()]);
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed fetch', async () => {
    const load = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const { preload } = lazyPage(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('suspends until its code arrives, then keeps what was typed through later renders', async () => {
    let arrive: (page: typeof Greeting) => void = () => undefined;
    const { Page } = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    const frame = (label: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <p>{label}</p>
        <Page />
      </Suspense>
    );
    const { rerender } = render(frame('first'));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive(Greeting));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Asha' } });
    rerender(frame('second'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Asha');
  });
});
