/** @jest-environment jsdom */
/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The loader the server hands a server-rendered page, run as the browser runs it.
const LOADER = readFileSync(path.join(__dirname, '../../browser/first-screen-scripts.js'), 'utf8');

type PaintCallback = (
  list: { getEntriesByName(name: string): unknown[] },
  observer: { disconnect(): void },
) => void;

/** A stand-in for the browser's PerformanceObserver whose paint entries the test hands out. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static latest: FakePaintObserver | null = null;
  disconnected = false;
  observed: unknown = null;

  constructor(private readonly callback: PaintCallback) {
    FakePaintObserver.latest = this;
  }

  observe(options: unknown): void {
    this.observed = options;
  }

  disconnect(): void {
    this.disconnected = true;
  }

  report(...names: string[]): void {
    if (this.disconnected) return;
    this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
  }
}

function latestObserver(): FakePaintObserver {
  if (!FakePaintObserver.latest) throw new Error('The loader made no PerformanceObserver.');
  return FakePaintObserver.latest;
}

function runLoader(stylesheets?: string): void {
  const tag = document.createElement('script');
  if (stylesheets) tag.setAttribute('data-stylesheets', stylesheets);
  tag.setAttribute('data-preloads', '/main.1.js /175.2.js http://localhost:3001/remoteEntry.js');
  tag.setAttribute('data-scripts', '/main.1.js');
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  new Function(LOADER)();
}

function started(): string[] {
  return Array.from(document.head.children).map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.getAttribute('src')} async=${String(element.async)}`
      : // jsdom keeps a link's `as` as a property only, not as an attribute.
        `${(element as HTMLLinkElement).rel} ${element.getAttribute('href')} as=${(element as HTMLLinkElement).as}`,
  );
}

/** Runs the tasks the loader queued for its later requests. */
function laterTasks(): void {
  jest.advanceTimersByTime(10);
}

const EVERYTHING = [
  'preload /main.1.js as=script',
  'preload /175.2.js as=script',
  'preload http://localhost:3001/remoteEntry.js as=script',
  'script /main.1.js async=false',
];

beforeEach(() => {
  jest.useFakeTimers();
  document.head.replaceChildren();
  FakePaintObserver.latest = null;
  Object.defineProperty(window, 'PerformanceObserver', {
    value: FakePaintObserver,
    configurable: true,
    writable: true,
  });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('in a browser that reports its paints', () => {
  it('starts nothing before the first contentful paint, then everything in order', () => {
    runLoader();
    const observer = latestObserver();
    expect(observer.observed).toEqual({ type: 'paint', buffered: true });
    jest.advanceTimersByTime(100);
    observer.report('first-paint');
    expect(started()).toEqual([]);

    observer.report('first-contentful-paint');
    laterTasks();
    expect(started()).toEqual(EVERYTHING);
    expect(observer.disconnected).toBe(true);
  });

  it('starts the scripts once only, though the time limit passes later', () => {
    runLoader();
    latestObserver().report('first-contentful-paint');
    jest.advanceTimersByTime(5000);
    expect(started()).toEqual(EVERYTHING);
  });

  it('starts anyway after three seconds when no paint is reported', () => {
    runLoader();
    jest.advanceTimersByTime(2999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    laterTasks();
    expect(started()).toEqual(EVERYTHING);
  });
});

describe('a first screen whose main pictures are still on their way', () => {
  /** The page's main picture (fetchpriority="high"), loaded already or not. */
  function mainPicture(complete: boolean): HTMLImageElement {
    const picture = document.createElement('img');
    picture.setAttribute('fetchpriority', 'high');
    Object.defineProperty(picture, 'complete', { value: complete });
    document.body.appendChild(picture);
    return picture;
  }

  afterEach(() => document.body.replaceChildren());

  it('starts the scripts after the frame that paints the last of them, not at the first paint', () => {
    const carousel = mainPicture(false);
    const welcome = mainPicture(false);
    mainPicture(true);
    runLoader();
    latestObserver().report('first-contentful-paint');
    laterTasks();
    expect(started()).toEqual([]);
    carousel.dispatchEvent(new Event('load'));
    laterTasks();
    expect(started()).toEqual([]);
    // One that fails counts as arrived too: the scripts do not wait on a broken picture.
    welcome.dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(50);
    expect(started()).toEqual(EVERYTHING);
  });

  it('starts at the first paint when they have all arrived before it', () => {
    mainPicture(true);
    runLoader();
    latestObserver().report('first-contentful-paint');
    laterTasks();
    expect(started()).toEqual(EVERYTHING);
  });

  it('starts anyway after three seconds when one never arrives', () => {
    mainPicture(false);
    runLoader();
    latestObserver().report('first-contentful-paint');
    jest.advanceTimersByTime(2999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    laterTasks();
    expect(started()).toEqual(EVERYTHING);
  });
});

describe('a first screen with many chunks', () => {
  it('asks for them a few a task, in their order, the scripts last', () => {
    const chunks = Array.from({ length: 15 }, (_, index) => `/${index}.js`);
    const tag = document.createElement('script');
    tag.setAttribute('data-preloads', chunks.join(' '));
    tag.setAttribute('data-scripts', '/main.1.js');
    Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
    new Function(LOADER)();
    latestObserver().report('first-contentful-paint');
    const perTask = [started().length];
    for (let task = 0; task < 3; task += 1) {
      jest.advanceTimersToNextTimer();
      perTask.push(started().length);
    }
    expect(perTask).toEqual([6, 12, 16, 16]);
    expect(started()).toEqual([
      ...chunks.map((chunk) => `preload ${chunk} as=script`),
      'script /main.1.js async=false',
    ]);
  });
});

describe('the stylesheets the server held back', () => {
  it('are named by their file, as the scripts look for them, when asked without font faces', () => {
    runLoader('/956.css?font-faces=inlined http://localhost:3001/home.css');
    latestObserver().report('first-contentful-paint');
    const links = Array.from(document.head.querySelectorAll('link[rel=stylesheet]'));
    expect(links.map((link) => link.getAttribute('data-href'))).toEqual([
      '/956.css',
      'http://localhost:3001/home.css',
    ]);
  });

  it('are added at the first contentful paint, in their order, before the scripts', () => {
    runLoader('/904.css http://localhost:3001/home.css');
    expect(started()).toEqual([]);
    latestObserver().report('first-contentful-paint');
    laterTasks();
    expect(started()).toEqual([
      'stylesheet /904.css as=undefined',
      'stylesheet http://localhost:3001/home.css as=undefined',
      ...EVERYTHING,
    ]);
  });
});

describe('in a browser that does not report paints', () => {
  it.each([
    ['has no PerformanceObserver', undefined],
    ['does not report paint entries', { supportedEntryTypes: ['resource'] }],
  ])('that %s, starts after the next animation frame', (_, observer) => {
    Object.defineProperty(window, 'PerformanceObserver', { value: observer, configurable: true });
    runLoader();
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(started()).toEqual(EVERYTHING);
  });
});
