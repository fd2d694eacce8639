import { useState } from 'react';
import { createEvent, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing/renderScreen';
import { Lightbox, type LightboxImage } from './Lightbox';
import { SWIPE_PX } from './useSwipe';

const pictures: LightboxImage[] = ['Ghat', 'Fair', 'Market'].map((alt, index) => ({
  image: {
    url: `/api/files/${index + 1}/0123456789abcdef/${alt}.jpg`,
    mediaType: 'image/jpeg',
    byteSize: null,
    width: 1600,
    height: 1200,
    renditions: [],
  },
  alt: { text: alt, lang: undefined },
}));

/** The gallery's part: which picture is shown, opened by a button as a card's photo is. */
function Gallery({ images = pictures, opens = 1 }: { images?: LightboxImage[]; opens?: number }) {
  const [shown, setShown] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setShown(opens)}>
        Enlarge Fair
      </button>
      <Lightbox images={images} shown={shown} onShow={setShown} onClose={() => setShown(null)} />
    </>
  );
}

const overlay = () => screen.getByRole('dialog');
const shownPicture = () => within(overlay()).getByRole('img').getAttribute('alt');

async function openFair(images?: LightboxImage[], opens?: number) {
  renderScreen(<Gallery images={images} opens={opens} />);
  await userEvent.click(screen.getByRole('button', { name: 'Enlarge Fair' }));
  // What the browser's showModal does (jsdom's stand-in does not): focus its first button.
  within(overlay()).getAllByRole('button')[0]?.focus();
}

/** A finger put down at `from` and lifted at `to` (x, y), as pointer events report it. */
function swipe(from: [number, number], to: [number, number], pointerType = 'touch') {
  // jsdom has no PointerEvent: the event's fields are set as a browser's would be.
  for (const [type, point] of [
    ['pointerDown', from],
    ['pointerUp', to],
  ] as const) {
    const event = createEvent[type](overlay());
    Object.defineProperties(event, {
      clientX: { value: point[0] },
      clientY: { value: point[1] },
      pointerType: { value: pointerType },
    });
    fireEvent(overlay(), event);
  }
}

describe('the lightbox', () => {
  it("shows the picture asked for, named and written under it, with 'n of m'", async () => {
    await openFair();
    expect(overlay()).toHaveAccessibleName('Fair');
    expect(shownPicture()).toBe('Fair');
    expect(within(overlay()).getByText('2 of 3')).toBeInTheDocument();
    expect(within(overlay()).getByText('2 of 3').closest('p')).toHaveTextContent('2 of 3 Fair');
  });

  it('goes to the next and previous pictures by its buttons, round from the last to the first', async () => {
    await openFair();
    const next = within(overlay()).getByRole('button', { name: 'Next picture' });
    await userEvent.click(next);
    expect(shownPicture()).toBe('Market');
    expect(within(overlay()).getByText('3 of 3')).toBeInTheDocument();
    await userEvent.click(next);
    expect(shownPicture()).toBe('Ghat');
    await userEvent.click(within(overlay()).getByRole('button', { name: 'Previous picture' }));
    expect(shownPicture()).toBe('Market');
    // A button is not the overlay: the lightbox stays open.
    expect(overlay()).toBeInTheDocument();
  });

  it('goes on with the right arrow key and back with the left one', async () => {
    await openFair();
    await userEvent.keyboard('{ArrowRight}');
    expect(shownPicture()).toBe('Market');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownPicture()).toBe('Ghat');
  });

  it('goes on with a swipe to the left and back with one to the right; a short or upward one does nothing', async () => {
    await openFair();
    swipe([300, 400], [300 - SWIPE_PX - 10, 410]);
    expect(shownPicture()).toBe('Market');
    swipe([100, 400], [100 + SWIPE_PX + 10, 390]);
    expect(shownPicture()).toBe('Fair');
    swipe([300, 400], [300 - SWIPE_PX + 10, 400]);
    swipe([300, 400], [240, 250]);
    expect(shownPicture()).toBe('Fair');
    // The click a browser sends at the end of a swipe does not close the lightbox.
    swipe([300, 400], [200, 400]);
    fireEvent.click(overlay());
    expect(shownPicture()).toBe('Market');
    fireEvent.click(overlay());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves a mouse drag alone: a mouse has the buttons', async () => {
    await openFair();
    swipe([300, 400], [100, 400], 'mouse');
    expect(shownPicture()).toBe('Fair');
  });

  it('closes on Escape and on its close button, giving focus back to what opened it', async () => {
    await openFair();
    fireEvent(overlay(), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Enlarge Fair' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge Fair' }));
    await userEvent.click(within(overlay()).getByRole('button', { name: 'Close picture' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no previous, next or count for a single picture, and stays on it', async () => {
    await openFair(pictures.slice(1, 2), 0);
    expect(shownPicture()).toBe('Fair');
    expect(
      within(overlay())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['×Close picture']);
    expect(within(overlay()).queryByText(/of 1/)).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    expect(shownPicture()).toBe('Fair');
  });
});
