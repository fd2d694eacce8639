import sharp from 'sharp';

/**
 * Small images and PDFs made on the spot, for the demo council and the tests: nothing is
 * downloaded, and nothing large is shipped in the repository.
 */
export async function makeImage(options: {
  width?: number;
  height?: number;
  background: string;
  text: string;
  format?: 'jpeg' | 'png' | 'webp';
}): Promise<Buffer> {
  const { width = 480, height = 270, background, text, format = 'jpeg' } = options;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${background}"/>
    <circle cx="${width * 0.82}" cy="${height * 0.3}" r="${height * 0.18}" fill="#ffffff" fill-opacity="0.25"/>
    <rect x="0" y="${height * 0.72}" width="100%" height="${height * 0.28}" fill="#000000" fill-opacity="0.35"/>
    <text x="${width * 0.05}" y="${height * 0.9}" font-family="sans-serif" font-size="${Math.round(height / 11)}"
      fill="#ffffff">${escapeXml(text)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).toFormat(format, { quality: 70 }).toBuffer();
}

/** A one-page PDF with a heading and a few lines of text, in Helvetica. */
export function makePdf(title: string, lines: string[] = []): Buffer {
  const text = [
    'BT /F1 18 Tf 56 780 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 11 Tf 0 -30 Td 16 TL',
    ...lines.map((line) => `(${escapePdf(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function escapePdf(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}
