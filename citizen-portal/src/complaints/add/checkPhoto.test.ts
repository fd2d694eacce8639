import { checkPhoto, MAX_PHOTO_BYTES } from './checkPhoto';

const file = (type: string, bytes = 1) => new File([new Uint8Array(bytes)], 'photo', { type });

describe('the photo check before upload', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('accepts %s', (type) => {
    expect(checkPhoto(file(type))).toBeNull();
  });

  it.each(['image/gif', 'application/pdf', ''])('refuses the type %p', (type) => {
    expect(checkPhoto(file(type))).toBe('type');
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(checkPhoto(file('image/jpeg', MAX_PHOTO_BYTES))).toBeNull();
    expect(checkPhoto(file('image/jpeg', MAX_PHOTO_BYTES + 1))).toBe('size');
  });
});
