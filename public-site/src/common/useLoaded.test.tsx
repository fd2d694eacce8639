import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  FirstScreenCallsContext,
  pageCalls,
  type FirstScreenCalls,
} from '../first-screen/firstScreenCalls';
import { useLoaded, type Loaded } from './useLoaded';

/** What each render of <Shows> saw, in order. */
let seen: Loaded<unknown>[] = [];

const describeLoaded = (loaded: Loaded<unknown>) =>
  loaded.status === 'ready'
    ? `ready: ${JSON.stringify(loaded.value)}`
    : loaded.status === 'failed'
      ? `failed: ${String(loaded.error)}`
      : 'loading';

function Shows({ load, callKey }: { load: () => Promise<unknown>; callKey?: string }) {
  const loaded = useLoaded(load, callKey);
  seen.push(loaded);
  return <p>{describeLoaded(loaded)}</p>;
}

/** Answers from a map; records what it was asked. */
function callsWith(answers: Record<string, unknown>, startsCalls = true) {
  const left = new Map(Object.entries(answers));
  const take = jest.fn((key: string, _load: () => Promise<unknown>) => {
    if (!left.has(key)) return undefined;
    const value = left.get(key);
    left.delete(key);
    return { value };
  });
  const calls: FirstScreenCalls = { startsCalls, take };
  return { calls, take };
}

/** A load whose answer the test gives when it likes. */
function pendingLoad<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { load, resolve: (value: T) => resolve(value), reject: (error: unknown) => reject(error) };
}

const flush = () => act(async () => undefined);

describe('useLoaded', () => {
  beforeEach(() => {
    seen = [];
  });

  it('starts ready with the answer the page holds for its key and never calls load', async () => {
    const load = jest.fn(async () => 'from the API');
    const { calls, take } = callsWith({ slides: ['from the page'] });
    render(
      <FirstScreenCallsContext.Provider value={calls}>
        <Shows load={load} callKey="slides" />
      </FirstScreenCallsContext.Provider>,
    );
    expect(seen[0]).toEqual({ status: 'ready', value: ['from the page'] });
    await flush();
    expect(screen.getByText('ready: ["from the page"]')).toBeInTheDocument();
    expect(seen.every((loaded) => loaded.status === 'ready')).toBe(true);
    expect(load).not.toHaveBeenCalled();
    expect(take).toHaveBeenCalledTimes(1);
    expect(take).toHaveBeenCalledWith('slides', load);
  });

  it.each([
    ['null', null],
    ['false', false],
  ])('takes a page answer of %s as the answer', async (_name, value) => {
    const load = jest.fn(async () => 'from the API');
    const { calls } = callsWith({ counts: value });
    render(
      <FirstScreenCallsContext.Provider value={calls}>
        <Shows load={load} callKey="counts" />
      </FirstScreenCallsContext.Provider>,
    );
    await flush();
    expect(seen[0]).toEqual({ status: 'ready', value });
    expect(screen.getByText(`ready: ${String(value)}`)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts ready from the JSON script of the page (pageCalls)', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML =
      '<script id="first-screen-calls" type="application/json">{"about":"Our town"}</script>';
    const load = jest.fn(async () => 'from the API');
    render(
      <FirstScreenCallsContext.Provider value={pageCalls(doc)}>
        <Shows load={load} callKey="about" />
      </FirstScreenCallsContext.Provider>,
    );
    await flush();
    expect(seen[0]).toEqual({ status: 'ready', value: 'Our town' });
    expect(load).not.toHaveBeenCalled();
  });

  it('calls load once, during the first render, when the page has no answer for its key', async () => {
    const { load, resolve } = pendingLoad<string[]>();
    const { calls, take } = callsWith({ about: 'not this one' });
    render(
      <FirstScreenCallsContext.Provider value={calls}>
        <Shows load={load} callKey="slides" />
      </FirstScreenCallsContext.Provider>,
    );
    // Started by the render itself, before any effect had a chance to run.
    expect(load).toHaveBeenCalledTimes(1);
    expect(take).toHaveBeenCalledWith('slides', load);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve(['from the API']));
    expect(screen.getByText('ready: ["from the API"]')).toBeInTheDocument();
    expect(seen.map((loaded) => loaded.status)).toEqual(['loading', 'ready']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('calls load without a key, and does not ask the page', async () => {
    const { load, resolve } = pendingLoad<number>();
    const { calls, take } = callsWith({ slides: 'page' });
    render(
      <FirstScreenCallsContext.Provider value={calls}>
        <Shows load={load} />
      </FirstScreenCallsContext.Provider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve(7));
    expect(screen.getByText('ready: 7')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(take).not.toHaveBeenCalled();
  });

  it('calls load under the default context when the page holds no answers', async () => {
    const { load, resolve } = pendingLoad<string>();
    render(<Shows load={load} callKey="no-such-key" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve('from the API'));
    expect(screen.getByText('ready: "from the API"')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is failed, with the error, when load rejects', async () => {
    const { load, reject } = pendingLoad<string>();
    const { calls } = callsWith({});
    render(
      <FirstScreenCallsContext.Provider value={calls}>
        <Shows load={load} callKey="slides" />
      </FirstScreenCallsContext.Provider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    const error = new Error('Request failed with status code 500');
    await act(async () => reject(error));
    expect(
      screen.getByText('failed: Error: Request failed with status code 500'),
    ).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ status: 'failed', error });
  });

  it('follows a new load given after the first', async () => {
    const first = jest.fn(async () => 'first');
    const second = jest.fn(async () => 'second');
    const { rerender } = render(<Shows load={first} />);
    await flush();
    expect(screen.getByText('ready: "first"')).toBeInTheDocument();
    rerender(<Shows load={second} />);
    await flush();
    expect(screen.getByText('ready: "second"')).toBeInTheDocument();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  describe('on the server (startsCalls: false)', () => {
    it('never calls load, notes the keyed call and renders loading', () => {
      const load = jest.fn(async () => 'from the API');
      const { calls, take } = callsWith({}, false);
      const html = renderToString(
        <FirstScreenCallsContext.Provider value={calls}>
          <Shows load={load} callKey="slides" />
          <Shows load={load} />
        </FirstScreenCallsContext.Provider>,
      );
      expect(html).toBe('<p>loading</p><p>loading</p>');
      expect(load).not.toHaveBeenCalled();
      expect(take).toHaveBeenCalledTimes(1);
      expect(take).toHaveBeenCalledWith('slides', load);
    });

    it('renders the answer it is given', () => {
      const load = jest.fn(async () => 'from the API');
      const { calls } = callsWith({ slides: ['answered'] }, false);
      const html = renderToString(
        <FirstScreenCallsContext.Provider value={calls}>
          <Shows load={load} callKey="slides" />
        </FirstScreenCallsContext.Provider>,
      );
      expect(html).toBe('<p>ready: [&quot;answered&quot;]</p>');
      expect(load).not.toHaveBeenCalled();
    });
  });
});
