import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing/renderScreen';
import { Carousel } from './Carousel';

const images = [1, 2, 3].map((n) => ({
  picture: `data:image/png;base64,${n}`,
  alt: `Picture ${n}`,
}));
const shown = () => screen.getAllByRole('img').filter((img) => !img.closest('[hidden]'));

describe('the carousel', () => {
  afterEach(() => jest.useRealTimers());

  it('advances every 5000 ms, pauses with its button and rests while hovered', () => {
    jest.useFakeTimers();
    renderScreen(<Carousel images={images} label="Pictures" variant="hero" />);
    expect(shown()[0]).toHaveAccessibleName('Picture 1');
    act(() => jest.advanceTimersByTime(5000));
    expect(shown()[0]).toHaveAccessibleName('Picture 2');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    act(() => jest.advanceTimersByTime(15000));
    expect(shown()[0]).toHaveAccessibleName('Picture 2');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Pictures' }));
    act(() => jest.advanceTimersByTime(15000));
    expect(shown()[0]).toHaveAccessibleName('Picture 2');
  });

  it('keeps its place with an empty frame, hidden from screen readers, while pictures load', () => {
    const { container, unmount } = renderScreen(
      <Carousel images={[]} label="Pictures" variant="hero" loading />,
    );
    expect(container.querySelector('.ps-carousel-hero')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('region', { name: 'Pictures' })).toBeNull();
    unmount();
    const loaded = renderScreen(<Carousel images={[]} label="Pictures" variant="hero" />);
    expect(loaded.container).toBeEmptyDOMElement();
  });

  it('moves by keyboard with previous, next and the indicators', async () => {
    renderScreen(<Carousel images={images} label="Pictures" variant="hero" />);
    act(() => screen.getByRole('button', { name: 'Previous picture' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(shown()[0]).toHaveAccessibleName('Picture 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()[0]).toHaveAccessibleName('Picture 1');
    act(() => screen.getByRole('button', { name: 'Show picture 2' }).focus());
    await userEvent.keyboard(' ');
    expect(shown()[0]).toHaveAccessibleName('Picture 2');
    expect(screen.getByRole('button', { name: 'Show picture 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The reader's motion setting as the browser reports it: each matchMedia() call gives a new
 * list, as browsers do, and every list of the query hears a change of the setting.
 */
function motionSetting(reduce: boolean) {
  let current = reduce;
  const lists: EventTarget[] = [];
  let listening = 0;
  const matchMedia = jest.fn((media: string) => {
    const list = new EventTarget();
    const add = list.addEventListener.bind(list);
    const remove = list.removeEventListener.bind(list);
    lists.push(list);
    return Object.assign(list, {
      media,
      get matches() {
        return media === REDUCED_MOTION && current;
      },
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: (...args: Parameters<EventTarget['addEventListener']>) => {
        listening += 1;
        add(...args);
      },
      removeEventListener: (...args: Parameters<EventTarget['removeEventListener']>) => {
        listening -= 1;
        remove(...args);
      },
    }) as unknown as MediaQueryList;
  });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: matchMedia,
  });
  return {
    matchMedia,
    listening: () => listening,
    change(reduceNow: boolean) {
      current = reduceNow;
      act(() => lists.forEach((list) => list.dispatchEvent(new Event('change'))));
    },
  };
}

const playButton = () => screen.queryByRole('button', { name: 'Play the slide show' });
const pauseButton = () => screen.queryByRole('button', { name: 'Pause the slide show' });
const shownName = () =>
  shown()
    .map((img) => img.getAttribute('alt'))
    .join();
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe("the carousel and the reader's motion setting", () => {
  beforeEach(() => jest.useFakeTimers());

  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('starts paused for a reader who asks for less motion', () => {
    const setting = motionSetting(true);
    renderScreen(<Carousel images={images} label="Pictures" variant="hero" />);
    expect(setting.matchMedia).toHaveBeenCalledWith(REDUCED_MOTION);
    expect(playButton()).toBeInTheDocument();
    expect(pauseButton()).toBeNull();
    wait(15000);
    expect(shownName()).toBe('Picture 1');
    // Resting, the slides announce a change made with the buttons.
    expect(
      screen.getByRole('img', { name: 'Picture 1' }).closest('.ps-carousel-slides'),
    ).toHaveAttribute('aria-live', 'polite');
  });

  it('plays for a reader who does not ask for less motion', () => {
    motionSetting(false);
    renderScreen(<Carousel images={images} label="Pictures" variant="hero" />);
    expect(pauseButton()).toBeInTheDocument();
    wait(5000);
    expect(shownName()).toBe('Picture 2');
  });

  it('follows a change of the setting while the reader has chosen nothing', () => {
    const setting = motionSetting(true);
    renderScreen(<Carousel images={images} label="Pictures" variant="hero" />);
    expect(playButton()).toBeInTheDocument();
    setting.change(false);
    expect(pauseButton()).toBeInTheDocument();
    wait(5000);
    expect(shownName()).toBe('Picture 2');
    setting.change(true);
    expect(playButton()).toBeInTheDocument();
    wait(15000);
    expect(shownName()).toBe('Picture 2');
  });

  it("keeps the reader's pause over any later change of the setting", () => {
    const setting = motionSetting(false);
    renderScreen(<Carousel images={images} label="Pictures" variant="hero" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    setting.change(true);
    setting.change(false);
    expect(playButton()).toBeInTheDocument();
    wait(15000);
    expect(shownName()).toBe('Picture 1');
  });

  it("keeps the reader's play over a setting that asks for less motion", () => {
    const setting = motionSetting(true);
    renderScreen(<Carousel images={images} label="Pictures" variant="hero" />);
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    setting.change(false);
    setting.change(true);
    expect(pauseButton()).toBeInTheDocument();
    wait(5000);
    expect(shownName()).toBe('Picture 2');
  });

  it('stops listening to the setting when it is gone', () => {
    const setting = motionSetting(false);
    const { unmount } = renderScreen(<Carousel images={images} label="Pictures" variant="hero" />);
    expect(setting.listening()).toBeGreaterThan(0);
    unmount();
    expect(setting.listening()).toBe(0);
  });
});

describe('the carousel rendered on the server', () => {
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it('renders where the browser has no matchMedia, playing', () => {
    expect('matchMedia' in window).toBe(false);
    const html = renderToString(<Carousel images={images} label="Pictures" variant="hero" />);
    expect(html).toContain('Pause the slide show');
    expect(html).toContain('aria-roledescription="carousel"');
    // And so does the browser.
    renderScreen(<Carousel images={images} label="Pictures" variant="hero" />);
    expect(pauseButton()).toBeInTheDocument();
  });

  it('assumes no reduced motion, then takes the setting of the browser once hydrated', async () => {
    motionSetting(true);
    const carousel = <Carousel images={images} label="Pictures" variant="hero" />;
    const html = renderToString(carousel);
    expect(html).toContain('Pause the slide show');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = jest.fn();
    const consoleError = jest.spyOn(console, 'error');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, carousel, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(playButton()).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});

describe("the carousel's pictures", () => {
  it('wait to load in the compact carousel, far down the page, and not in the hero', () => {
    const { container, unmount } = renderScreen(
      <Carousel images={images} label="Pictures" variant="compact" />,
    );
    const compact = [...container.querySelectorAll('img')];
    expect(compact).toHaveLength(3);
    compact.forEach((img) => expect(img).toHaveAttribute('loading', 'lazy'));
    unmount();
    const hero = renderScreen(<Carousel images={images} label="Pictures" variant="hero" />);
    const heroImages = [...hero.container.querySelectorAll('img')];
    expect(heroImages).toHaveLength(3);
    heroImages.forEach((img) => expect(img).not.toHaveAttribute('loading'));
    // The same on the server.
    expect(
      renderToString(<Carousel images={images} label="Pictures" variant="compact" />),
    ).toContain('loading="lazy"');
    expect(
      renderToString(<Carousel images={images} label="Pictures" variant="hero" />),
    ).not.toContain('loading=');
  });
});
