// Photo-like JPEGs made on the fly: a smooth gradient between four random colours with grain,
// every one different, sized like a phone's photo (0.5-2 MB). sharp is the API's own.
import { randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { repoRoot } from '../../run.mjs';

const sharp = createRequire(`${repoRoot}/api/package.json`)('sharp');
const MEGABYTE = 1024 * 1024;
export const PHOTO_BYTES = { min: 0.5 * MEGABYTE, max: 2 * MEGABYTE };
const QUALITY = 85;
// Bytes per pixel at QUALITY grow about linearly with the grain (measured: 0.41 at 40, 0.57 at 64).
const bytesPerPixel = (grain) => 0.15 + 0.0065 * grain;
const grainFor = (target, pixels) => Math.min(120, Math.max(6, (target / pixels - 0.15) / 0.0065));

/** A JPEG of about `target` bytes (drawn between 0.5 and 2 MB when not given). */
export async function makePhoto(target = randomInt(580_000, 2_040_000)) {
  // Between 1600x1200 and 2400x1800, larger for larger files; a quarter of them portrait.
  const pixels = Math.min(4_320_000, Math.max(1_920_000, target / bytesPerPixel(50)));
  const long = Math.round(Math.sqrt((pixels * 4) / 3));
  const short = Math.round((long * 3) / 4);
  const [width, height] = randomInt(4) === 0 ? [short, long] : [long, short];
  let grain = grainFor(target, width * height);
  for (let attempt = 0; ; attempt += 1) {
    const jpeg = await encode(width, height, grain);
    const fits = jpeg.length >= PHOTO_BYTES.min && jpeg.length <= PHOTO_BYTES.max;
    if (fits || attempt === 3) return { content: jpeg, width, height };
    grain = Math.min(120, Math.max(4, grain * (target / jpeg.length)));
  }
}

function encode(width, height, grain) {
  const corners = Array.from({ length: 4 }, () => [randomInt(256), randomInt(256), randomInt(256)]);
  const pixels = randomBytes(width * height * 3);
  let i = 0;
  for (let y = 0; y < height; y += 1) {
    const v = y / height;
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      const weights = [(1 - u) * (1 - v), u * (1 - v), (1 - u) * v, u * v];
      for (let channel = 0; channel < 3; channel += 1) {
        let base = 0;
        for (let corner = 0; corner < 4; corner += 1)
          base += corners[corner][channel] * weights[corner];
        // The random byte already in place becomes the grain around the gradient.
        pixels[i] = base + ((pixels[i] - 128) * grain) / 128;
        i += 1;
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: QUALITY })
    .toBuffer();
}
