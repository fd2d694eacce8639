import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JPEG_BASE64, PNG_BASE64, renderScreen } from '../testing/renderScreen';
import { aGalleryPhoto, failWith, fakeApi, offContract, PENDING } from '@council/api-fake';
import PhotoGalleryPage from './PhotoGalleryPage';

const PATH = 'GET /api/Public/gallery';
const api = fakeApi({ otherCalls: 'empty list' });

describe('the photo gallery', () => {
  it('says it is loading', async () => {
    api.answer(PATH, PENDING);
    renderScreen(<PhotoGalleryPage />);
    expect(await screen.findByText('Loading gallery...')).toBeInTheDocument();
  });

  it('groups cards by title and opens a photo in the overlay, closing on the overlay only', async () => {
    api.answer(PATH, [
      aGalleryPhoto({
        id: 1,
        title: 'Clean Sundarpur',
        description: 'Ward 1 drive',
        photoPath: JPEG_BASE64,
      }),
      aGalleryPhoto({
        id: 2,
        title: 'Republic Day',
        description: 'Flag hoisting',
        photoPath: PNG_BASE64,
      }),
      aGalleryPhoto({
        id: 3,
        title: 'Clean Sundarpur',
        description: 'Ward 2 drive',
        photoPath: JPEG_BASE64,
      }),
    ]);
    renderScreen(<PhotoGalleryPage />);
    const group = (
      await screen.findByRole('heading', { level: 2, name: 'Clean Sundarpur' })
    ).closest('section');
    expect(within(group as HTMLElement).getAllByRole('article')).toHaveLength(2);
    const opener = screen.getByRole('button', { name: 'Enlarge Republic Day' });
    await userEvent.click(opener);
    const overlay = screen.getByRole('dialog', { name: 'Flag hoisting' });
    const picture = within(overlay).getByRole('img', { name: 'Flag hoisting' });
    expect(picture).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await userEvent.click(picture);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('says when it is empty and when it failed', async () => {
    api.answer(PATH, offContract({ data: [] }));
    const { unmount } = renderScreen(<PhotoGalleryPage />);
    expect(await screen.findByText('No photos in the gallery yet.')).toBeInTheDocument();
    unmount();
    api.answer(PATH, failWith(500));
    renderScreen(<PhotoGalleryPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The gallery could not be loaded. Please try again later.',
    );
  });
});
