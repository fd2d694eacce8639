// PDFs made on the fly: one A4 page with the record's title and a "scan" of random pixels that
// gives the file its size (1-5 MB), every one different. Valid as PDF (catalog, pages, page,
// xref, trailer): it starts with %PDF- and ends with %%EOF, as the API's check asks.
import { randomFillSync, randomInt } from 'node:crypto';

const MEGABYTE = 1024 * 1024;
export const PDF_BYTES = { min: 1 * MEGABYTE, max: 5 * MEGABYTE };
const SCAN_WIDTH = 1000;

/** A PDF of about `target` bytes (drawn between 1 and 5 MB when not given) titled `title`. */
export function makePdf(title, target = randomInt(PDF_BYTES.min, PDF_BYTES.max - 64 * 1024)) {
  const scanHeight = Math.max(1, Math.floor(target / (SCAN_WIDTH * 3)));
  const scan = Buffer.alloc(SCAN_WIDTH * scanHeight * 3);
  randomFillSync(scan);
  // No '/' in the random bytes, so that they never spell a PDF name such as /XFA or /Launch,
  // which the API refuses (active content).
  for (let i = 0; i < scan.length; i += 1) if (scan[i] === 0x2f) scan[i] = 0x30;
  const text = `BT /F1 16 Tf 56 780 Td (${pdfText(title)}) Tj ET\nq 483 0 0 ${Math.round((483 * scanHeight) / SCAN_WIDTH)} 56 60 cm /Scan Do Q\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> /XObject << /Scan 6 0 R >> >> >>',
    [`<< /Length ${Buffer.byteLength(text)} >>`, Buffer.from(text)],
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    [
      `<< /Type /XObject /Subtype /Image /Width ${SCAN_WIDTH} /Height ${scanHeight} ` +
        `/ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${scan.length} >>`,
      scan,
    ],
  ];
  const chunks = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0].length;
  const offsets = [];
  const push = (chunk) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    chunks.push(buffer);
    length += buffer.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') {
      push(`${index + 1} 0 obj\n${object}\nendobj\n`);
    } else {
      push(`${index + 1} 0 obj\n${object[0]}\nstream\n`);
      push(object[1]);
      push('\nendstream\nendobj\n');
    }
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}

/** Text for a PDF string literal: ASCII only, with its special characters escaped. */
function pdfText(value) {
  return value.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}
