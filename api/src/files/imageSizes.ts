import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './checkUpload';
import { inImageTurn } from './imageTurns';

/** Rendition widths in pixels; an image gets those narrower than itself. */
export const RENDITION_WIDTHS = [320, 640, 1280] as const;
const RENDITION_QUALITY = 75;

export interface PixelSize {
  width: number;
  height: number;
}

export interface Rendition extends PixelSize {
  content: Buffer;
}

// The API makes each image's renditions once, one image at a time per request, and never again:
// libvips's operation cache (50 MB by default) and a worker thread per core would only hold
// memory (issue 14: the API under 400 MB while a year's photos are uploaded).
sharp.cache(false);
sharp.concurrency(1);

const open = (content: Buffer) => sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS });

/** The size a browser shows: EXIF orientation applied (a portrait phone photo stays portrait). */
export async function imageSize(content: Buffer): Promise<PixelSize> {
  const { autoOrient } = await open(content).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
}

/**
 * Smaller WebP copies for `srcset`, turned upright by the EXIF orientation and without
 * metadata (sharp keeps none unless asked), narrowest first.
 */
export function makeRenditions(content: Buffer, size: PixelSize): Promise<Rendition[]> {
  return inImageTurn(() => renditionsOf(content, size));
}

async function renditionsOf(content: Buffer, size: PixelSize): Promise<Rendition[]> {
  const renditions: Rendition[] = [];
  for (const width of RENDITION_WIDTHS.filter((w) => w < size.width)) {
    const { data, info } = await open(content)
      .rotate()
      .resize({ width })
      .webp({ quality: RENDITION_QUALITY })
      .toBuffer({ resolveWithObject: true });
    renditions.push({ content: data, width: info.width, height: info.height });
  }
  return renditions;
}
