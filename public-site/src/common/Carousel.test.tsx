import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing/renderScreen';
import { Carousel } from './Carousel';

const images = [1, 2, 3].map((n) => ({ src: `data:image/png;base64,${n}`, alt: `Picture ${n}` }));
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
