import sharp from 'sharp';
import { makeImage, makePdf } from '../demo/sampleFiles';

/** A JPEG carrying an EXIF text, to prove that stored images lose their metadata. */
export const SECRET_EXIF = 'GPS 25.5941N 85.1376E';

export async function photoWithExif(): Promise<Buffer> {
  const image = await makeImage({
    background: '#2a6f97',
    text: 'Ward 7 drain',
    width: 64,
    height: 48,
  });
  return sharp(image)
    .withExif({ IFD0: { ImageDescription: SECRET_EXIF } })
    .jpeg()
    .toBuffer();
}

export const smallPhoto = () =>
  makeImage({ background: '#8d5524', text: 'photo', width: 40, height: 30 });
export const smallPng = () =>
  makeImage({ background: '#335c67', text: 'png', width: 40, height: 30, format: 'png' });
export const pdf = (title = 'Notice') => makePdf(title, ['Demo Nagar Parishad']);

export const isJpeg = (base64: string | null) => Buffer.from(base64 ?? '', 'base64')[0] === 0xff;
export const isPdf = (base64: string | null) =>
  Buffer.from(base64 ?? '', 'base64')
    .subarray(0, 5)
    .toString() === '%PDF-';
