import type { Page } from '@playwright/test';

export interface Photo {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A small real photo, drawn on a canvas by the browser and encoded as JPEG or PNG, so that the
 * API's decoder accepts it as a genuine image.
 */
export async function drawPhoto(page: Page, name: string, mimeType: 'image/jpeg' | 'image/png') {
  const base64 = await page.evaluate(async (type) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = type === 'image/png' ? '#2a9d8f' : '#e76f51';
    context.fillRect(0, 0, 64, 48);
    context.fillStyle = '#ffffff';
    context.fillRect(16, 12, 32, 24);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
    if (!blob) throw new Error('the canvas gave no image');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  }, mimeType);
  return { name, mimeType, buffer: Buffer.from(base64, 'base64') } satisfies Photo;
}
