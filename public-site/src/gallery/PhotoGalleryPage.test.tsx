import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLinks } from '../testing/pageLinks';
import { onApi, renderScreen } from '../testing/renderScreen';
import { aGalleryPhoto, aStoredImage, failWith, fakeApi, pageOf, PENDING } from '@council/api-fake';
import { setLanguage } from '@council/i18n';
import PhotoGalleryPage from './PhotoGalleryPage';
import { pageReads } from '../testing/lastUpdatedAnswer';

const PATH = 'GET /api/v2/public/gallery';
const photo = (id: number) => aStoredImage({ url: `/api/files/${id}/0123456789abcdef/photo.jpg` });
const rendition = (width: number) =>
  onApi(`/api/files/${width}/fedcba9876543210/photo-${width}w.webp`);
const api = fakeApi({ otherCalls: 'empty list' });

describe('the photo gallery', () => {
  it('says it is loading', async () => {
    api.answer(PATH, PENDING);
    renderScreen(<PhotoGalleryPage />);
    expect(await screen.findByText('Loading gallery...')).toBeInTheDocument();
  });

  it('groups cards by title and opens a photo in the overlay, closing on the overlay only', async () => {
    api.answer(
      PATH,
      pageOf([
        aGalleryPhoto({
          id: 1,
          title: 'Clean Sundarpur',
          description: 'Ward 1 drive',
          photoPath: photo(1),
        }),
        aGalleryPhoto({
          id: 2,
          title: 'Republic Day',
          description: 'Flag hoisting',
          photoPath: photo(2),
        }),
        aGalleryPhoto({
          id: 3,
          title: 'Clean Sundarpur',
          description: 'Ward 2 drive',
          photoPath: photo(3),
        }),
      ]),
    );
    renderScreen(<PhotoGalleryPage />);
    const group = (
      await screen.findByRole('heading', { level: 2, name: 'Clean Sundarpur' })
    ).closest('section');
    expect(within(group as HTMLElement).getAllByRole('article')).toHaveLength(2);
    const opener = screen.getByRole('button', { name: 'Enlarge Republic Day' });
    await userEvent.click(opener);
    const overlay = screen.getByRole('dialog', { name: 'Flag hoisting' });
    const picture = within(overlay).getByRole('img', { name: 'Flag hoisting' });
    // The large rendition for the whole screen.
    expect(picture).toHaveAttribute('sizes', '100vw');
    expect(picture).toHaveAttribute('src', rendition(640));
    expect(picture.getAttribute('srcset')).toContain(`${rendition(1280)} 1280w`);
    await userEvent.click(picture);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('goes through the photos in the order the page shows them, group by group', async () => {
    api.answer(
      PATH,
      pageOf([
        aGalleryPhoto({ id: 1, title: 'Clean', description: 'Ward 1', photoPath: photo(1) }),
        aGalleryPhoto({ id: 2, title: 'Republic Day', description: 'Flag', photoPath: photo(2) }),
        aGalleryPhoto({ id: 3, title: 'Clean', description: 'Ward 2', photoPath: photo(3) }),
      ]),
    );
    renderScreen(<PhotoGalleryPage />);
    // Two photos of one title: each button says which (issue 25).
    const first = await screen.findByRole('button', { name: 'Enlarge Clean, photo 1 of 2' });
    expect(screen.getByRole('button', { name: 'Enlarge Clean, photo 2 of 2' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enlarge Republic Day' })).toBeVisible();
    await userEvent.click(first);
    const seen: (string | null | undefined)[] = [];
    for (let step = 0; step < 3; step += 1) {
      const overlay = screen.getByRole('dialog');
      seen.push(
        within(overlay)
          .getByText(/ of 3$/)
          .closest('p')?.textContent,
      );
      await userEvent.click(within(overlay).getByRole('button', { name: 'Next picture' }));
    }
    expect(seen).toEqual(['1 of 3 Ward 1', '2 of 3 Ward 2', '3 of 3 Flag']);
  });

  it('says when it is empty and when it failed', async () => {
    api.answer(PATH, pageOf([]));
    const { unmount } = renderScreen(<PhotoGalleryPage />);
    expect(await screen.findByText('No photos in the gallery yet.')).toBeInTheDocument();
    unmount();
    api.answer(PATH, failWith(500));
    renderScreen(<PhotoGalleryPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The gallery could not be loaded. Please try again later.',
    );
  });

  it("shows cards in their column's size, the first at once, the others as they near the screen", async () => {
    api.answer(
      PATH,
      pageOf([
        aGalleryPhoto({ id: 3, title: 'Ghat', description: 'River', photoPath: photo(3) }),
        aGalleryPhoto({ id: 4, title: 'Fair', description: 'Stalls', photoPath: photo(4) }),
      ]),
    );
    renderScreen(<PhotoGalleryPage />);
    const picture = async (title: string) =>
      within(await screen.findByRole('button', { name: `Enlarge ${title}` })).getByRole(
        'presentation',
      );
    // A phone shows the first card first: its photo is the page's largest paint.
    const first = await picture('Ghat');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const card = await picture('Fair');
    expect(card).toHaveAttribute('loading', 'lazy');
    expect(card).not.toHaveAttribute('fetchpriority');
    // One column on phones, then two, three and four as the screen widens.
    expect(card).toHaveAttribute(
      'sizes',
      '(max-width: 575px) 100vw, (max-width: 991px) 50vw, (max-width: 1199px) 33vw, 25vw',
    );
    expect(card).toHaveAttribute(
      'srcset',
      // A card's box needs no more than the 640 px rendition, whatever the phone's pixel ratio.
      `${rendition(320)} 320w, ${rendition(640)} 640w`,
    );
    // Its box is known before its bytes arrive: nothing below it moves.
    expect(card).toHaveAttribute('width', '1600');
    expect(card).toHaveAttribute('height', '1200');
  });

  it('shows the page the address asks for, with links to the others', async () => {
    api.answer(
      PATH,
      pageOf([aGalleryPhoto({ id: 30, title: 'Older', photoPath: photo(30) })], {
        page: 2,
        total: 21,
      }),
    );
    renderScreen(<PhotoGalleryPage />, '/photogallery?page=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Older' })).toBeInTheDocument();
    expect(pageReads(api)).toEqual(['/api/v2/public/gallery?page=2']);
    const pages = pageLinks('Photo Gallery');
    expect(pages.current()).toEqual(['Page 2']);
    expect(pages.target('Previous')).toBe('/photogallery');
  });
});

describe('the photo gallery in Hindi', () => {
  beforeAll(() => setLanguage('hi'));
  afterAll(() => setLanguage('en'));

  it('groups and names the photos by their Hindi titles, the English ones marked where there are none', async () => {
    api.answer(
      PATH,
      pageOf([
        aGalleryPhoto({
          id: 1,
          title: 'Clean Sundarpur',
          titleHindi: 'स्वच्छ सुन्दरपुर',
          description: 'Ward 1 drive',
          descriptionHindi: 'वार्ड 1 में अभियान',
          photoPath: photo(1),
        }),
        aGalleryPhoto({
          id: 2,
          title: 'Republic Day',
          description: 'Flag hoisting',
          photoPath: photo(2),
        }),
        aGalleryPhoto({
          id: 3,
          title: 'Clean Sundarpur',
          titleHindi: 'स्वच्छ सुन्दरपुर',
          description: 'Ward 2 drive',
          photoPath: photo(3),
        }),
      ]),
    );
    renderScreen(<PhotoGalleryPage />);
    const group = (await screen.findByRole('heading', { level: 2, name: 'स्वच्छ सुन्दरपुर' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(group).getAllByRole('article')).toHaveLength(2);
    expect(within(group).getByText('वार्ड 1 में अभियान')).toBeInTheDocument();
    // A description written in English only: marked as English.
    expect(within(group).getByText('Ward 2 drive')).toHaveAttribute('lang', 'en');
    const english = screen.getByRole('heading', { level: 2, name: 'Republic Day' });
    expect(english.querySelector('[lang="en"]')).toHaveTextContent('Republic Day');

    await userEvent.click(
      screen.getByRole('button', { name: 'स्वच्छ सुन्दरपुर, फोटो 1 / 2 बड़ा करके देखें' }),
    );
    const overlay = screen.getByRole('dialog', { name: 'वार्ड 1 में अभियान' });
    expect(within(overlay).getByRole('img', { name: 'वार्ड 1 में अभियान' })).toBeInTheDocument();
    await userEvent.click(within(overlay).getByRole('button', { name: 'अगला चित्र' }));
    // The next photo's words are English only: the picture and its caption say so.
    const picture = within(overlay).getByRole('img', { name: 'Ward 2 drive' });
    expect(picture.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(within(overlay).getByText('Ward 2 drive', { selector: 'p span' })).toHaveAttribute(
      'lang',
      'en',
    );
  });
});
