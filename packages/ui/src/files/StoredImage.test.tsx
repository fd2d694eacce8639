import { render, screen } from '@testing-library/react';
import type { StoredFile } from '@council/api-client';
import { StoredImage } from './StoredImage';

const API = 'https://api.council.example/api/files';

/** A 1600 x 1200 photo by URL with its three renditions, as the paged calls give one. */
const photo: StoredFile = {
  url: `${API}/7/0123456789abcdef/photo.jpg`,
  mediaType: 'image/jpeg',
  byteSize: 812_345,
  width: 1600,
  height: 1200,
  renditions: [320, 640, 1280].map((width) => ({
    width,
    url: `${API}/${width}/fedcba9876543210/photo-${width}w.webp`,
  })),
};

const SIZES = '(max-width: 576px) 100vw, 33vw';

describe('a stored image', () => {
  it('offers its renditions and the original by width, for the size it is shown', () => {
    render(<StoredImage image={photo} alt="Ward clean-up" sizes={SIZES} className="img-fluid" />);
    const image = screen.getByRole('img', { name: 'Ward clean-up' });
    expect(image).toHaveAttribute(
      'srcset',
      [
        `${API}/320/fedcba9876543210/photo-320w.webp 320w`,
        `${API}/640/fedcba9876543210/photo-640w.webp 640w`,
        `${API}/1280/fedcba9876543210/photo-1280w.webp 1280w`,
        `${API}/7/0123456789abcdef/photo.jpg 1600w`,
      ].join(', '),
    );
    expect(image).toHaveAttribute('sizes', SIZES);
    // Where srcset is not read: a middle rendition, not the camera original.
    expect(image).toHaveAttribute('src', `${API}/640/fedcba9876543210/photo-640w.webp`);
    expect(image).toHaveClass('img-fluid');
  });

  it('offers nothing wider than its box needs, never the camera original', () => {
    render(<StoredImage image={photo} alt="Card" sizes="100vw" maxWidth={640} />);
    expect(screen.getByRole('img', { name: 'Card' })).toHaveAttribute(
      'srcset',
      [
        `${API}/320/fedcba9876543210/photo-320w.webp 320w`,
        `${API}/640/fedcba9876543210/photo-640w.webp 640w`,
      ].join(', '),
    );
    const small = { ...photo, width: 500, height: 375, renditions: photo.renditions.slice(0, 1) };
    render(<StoredImage image={small} alt="Small" sizes="100vw" maxWidth={640} />);
    expect(screen.getByRole('img', { name: 'Small' })).toHaveAttribute(
      'srcset',
      `${API}/320/fedcba9876543210/photo-320w.webp 320w, ${API}/7/0123456789abcdef/photo.jpg 500w`,
    );
  });

  it('keeps its place on the page with its width and height', () => {
    render(<StoredImage image={photo} alt="Ward clean-up" sizes={SIZES} />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');
  });

  it('waits until it is near the screen, by default', () => {
    render(<StoredImage image={photo} alt="Ward clean-up" sizes={SIZES} />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('is fetched at once and early when it is a picture of the first screen', () => {
    render(<StoredImage image={photo} alt="First slide" sizes="100vw" priority />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a data: URL image as it is, with no srcset and no size', () => {
    const url = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg';
    const image: StoredFile = {
      url,
      mediaType: 'image/png',
      byteSize: null,
      width: null,
      height: null,
      renditions: [],
    };
    render(<StoredImage image={image} alt="Drain" sizes={SIZES} />);
    const shown = screen.getByRole('img', { name: 'Drain' });
    expect(shown).toHaveAttribute('src', url);
    expect(shown).not.toHaveAttribute('srcset');
    expect(shown).not.toHaveAttribute('sizes');
    expect(shown).not.toHaveAttribute('width');
  });

  it('shows a small image (no rendition narrower) as itself, with its size', () => {
    render(
      <StoredImage
        image={{ ...photo, width: 300, height: 200, renditions: [] }}
        alt="Logo"
        sizes={SIZES}
      />,
    );
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('src', photo.url);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('width', '300');
  });
});
