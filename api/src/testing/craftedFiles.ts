import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

/** A PNG whose header claims width x height pixels, with almost no data: a decompression bomb. */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/Admin/notice")</script></svg>',
);
export const HTML_PAGE = Buffer.from('<!doctype html><script>alert(1)</script>');
export const PDF_WITH_JAVASCRIPT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n%%EOF\n',
  'latin1',
);
/** JPEG magic bytes followed by garbage. */
export const BROKEN_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(200, 7),
]);

/*
 * PDFs for the PDF check (files/pdfCheck.ts), written by hand so that every byte is known:
 * hostile ones as the attack of issue 18 made them, and ordinary ones that must still pass.
 */

type PdfObjectBody = string | Buffer;

/**
 * A PDF of `objects` (numbered from 1; the first is the catalog) with a cross-reference table
 * and a trailer, as a viewer reads it. `comment` goes on the line after the header.
 */
export function pdfOf(objects: PdfObjectBody[], comment = ''): Buffer {
  const parts: Buffer[] = [Buffer.from(`%PDF-1.7\n%${comment}\n`, 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  const push = (part: PdfObjectBody) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    push(`${i + 1} 0 obj\n`);
    push(body);
    push('\nendobj\n');
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  push(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** A stream object's body: its dictionary entries (without << >>) and its data. */
export function streamOf(entries: string, data: Buffer | string): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return Buffer.concat([
    Buffer.from(`<< ${entries} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/**
 * A one-page document: objects 1 (catalog), 2 (page tree) and 3 (page), with `catalog` and
 * `page` added to their dictionaries, then `more` from object 4 on.
 */
export function onePageWith(
  { catalog = '', page = '' }: { catalog?: string; page?: string },
  more: PdfObjectBody[] = [],
  comment = '',
): Buffer {
  return pdfOf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${page} >>`,
      ...more,
    ],
    comment,
  );
}

/**
 * A one-page document whose objects from 5 on sit in a FlateDecode object stream (object 4),
 * found through a cross-reference stream, as PDF 1.5 and later write them: none of their bytes
 * shows in the file.
 */
export function withObjectStream(catalog: string, members: string[]): Buffer {
  let body = '';
  const pairs = members.map((member, i) => {
    const pair = `${5 + i} ${body.length}`;
    body += `${member}\n`;
    return pair;
  });
  const header = `${pairs.join(' ')}\n`;
  const packed = deflateSync(Buffer.from(header + body, 'latin1'));
  return withPackedObjects(catalog, packed, members.length, header.length);
}

function withPackedObjects(catalog: string, packed: Buffer, count: number, first: number) {
  const objects: PdfObjectBody[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    streamOf(`/Type /ObjStm /N ${count} /First ${first} /Filter /FlateDecode`, packed),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  const push = (part: PdfObjectBody) =>
    parts.push(typeof part === 'string' ? Buffer.from(part, 'latin1') : part);
  const length = () => parts.reduce((sum, part) => sum + part.length, 0);
  objects.forEach((body, i) => {
    offsets.push(length());
    push(`${i + 1} 0 obj\n`);
    push(body);
    push('\nendobj\n');
  });
  // The cross-reference stream: type 1 at an offset, type 2 the n-th object of stream 4.
  const row = (type: number, field: number, index: number) => {
    const bytes = Buffer.alloc(7);
    bytes.writeUInt8(type, 0);
    bytes.writeUInt32BE(field, 1);
    bytes.writeUInt16BE(index, 5);
    return bytes;
  };
  const xrefNumber = 5 + count;
  const xref = length();
  const rows = [
    row(0, 0, 65535),
    ...offsets.map((offset) => row(1, offset, 0)),
    ...Array.from({ length: count }, (_, i) => row(2, 4, i)),
    row(1, xref, 0),
  ];
  push(`${xrefNumber} 0 obj\n`);
  push(streamOf(`/Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R`, Buffer.concat(rows)));
  push(`\nendobj\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

const ALERT = '(app.alert\\(document.cookie\\))';

/** The hostile PDFs of issue 18, each as a reader would act on it. */
export const HOSTILE_PDFS = {
  /** /J#61vaScript is /JavaScript and /J#53 is /JS: the text search found neither. */
  'JavaScript behind name escapes': onePageWith({
    catalog: `/OpenAction << /S /J#61vaScript /J#53 ${ALERT} >>`,
  }),
  /** Escapes in lower case (#4a = J), which pdf-lib 1.17 leaves undecoded. */
  'JavaScript behind lower-case escapes': onePageWith({
    catalog: `/OpenAction << /S /#4aava#53cript /#4a#53 ${ALERT} >>`,
  }),
  /** A document-level script in the /Names tree, packed in a compressed object stream. */
  'JavaScript in a compressed object stream': withObjectStream('/Names 5 0 R', [
    '<< /JavaScript << /Names [(init) 6 0 R] >> >>',
    `<< /S /JavaScript /JS ${ALERT} >>`,
  ]),
  /** Opening the notice sends the reader to another site. */
  'an open action that follows a link': onePageWith({
    catalog: '/OpenAction << /S /URI /URI (https://council-payments.example/login) >>',
  }),
  /** A web page too: opened as HTML, it runs its script. */
  'a PDF that is also a web page': onePageWith({}, [], '<html><script>alert(1)</script>'),
  'an embedded file': onePageWith(
    { catalog: '/Names << /EmbeddedFiles << /Names [(bill.exe) 4 0 R] >> >>' },
    [
      '<< /Type /Filespec /F (bill.exe) /EF << /F 5 0 R >> >>',
      streamOf('/Type /EmbeddedFile', 'MZ'),
    ],
  ),
  'a file attachment annotation': onePageWith(
    { page: '/Annots [<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 20 20] /FS 4 0 R >>]' },
    ['<< /Type /Filespec /F (bill.exe) >>'],
  ),
  'an XFA form': onePageWith({ catalog: '/AcroForm << /Fields [] /XFA 4 0 R >>' }, [
    streamOf('', '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"></xdp:xdp>'),
  ]),
  'a link that launches a program': onePageWith({
    page: '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 99 99] /A << /S /Launch /F (cmd.exe) >> >>]',
  }),
  'a form that submits its data': onePageWith({
    page: '/Annots [<< /Subtype /Widget /Rect [0 0 9 9] /A << /S /SubmitForm /F (https://x.example/) >> >>]',
  }),
  'a link into another file': onePageWith({
    page: '/Annots [<< /Subtype /Link /Rect [0 0 9 9] /A << /S /GoToR /F (other.pdf) /D [0 /Fit] >> >>]',
  }),
  'a page that acts when opened': onePageWith({
    page: '/AA << /O << /S /URI /URI (https://x.example/) >> >>',
  }),
  'a link to javascript:': onePageWith({
    page: '/Annots [<< /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (java\\tscript:alert\\(1\\)) >> >>]',
  }),
  'rich media': onePageWith({
    page: '/Annots [<< /Subtype /RichMedia /Rect [0 0 9 9] /RichMediaContent << >> >>]',
  }),
  /** The action's type by reference: a reader looks it up. */
  'an action type given by reference': onePageWith(
    { catalog: `/OpenAction << /S 4 0 R /JS ${ALERT} >>` },
    ['/JavaScript'],
  ),
  /**
   * A second definition of object 4 hides the first from a reader that keeps the last one;
   * a viewer going by the cross-reference table (which points at the first) runs the script.
   */
  'a script in an object defined twice': Buffer.from(
    onePageWith({ catalog: '/OpenAction 4 0 R' }, [`<< /S /JavaScript /JS ${ALERT} >>`])
      .toString('latin1')
      .replace('%%EOF', '4 0 obj\n<< /S /GoTo /D [3 0 R /Fit] >>\nendobj\n%%EOF'),
    'latin1',
  ),
  'a script hidden in stream data': scriptInStreamData(),
  /** Not a PDF a library can read: the file ends in the middle of an object. */
  'a PDF that does not parse': onePageWith({ catalog: '/PageMode /UseNone' }).subarray(0, 60),
} satisfies Record<string, Buffer>;

/**
 * Object 5 lies inside the data of stream 4, where reading the file from the front never
 * comes; the cross-reference table points a viewer straight at it.
 */
function scriptInStreamData(): Buffer {
  const hidden = `5 0 obj\n<< /S /JavaScript /JS ${ALERT} >>\nendobj\n`;
  const text = onePageWith({ catalog: '/OpenAction 5 0 R' }, [
    streamOf('', `q Q\n${hidden}`),
  ]).toString('latin1');
  const at = String(text.indexOf('5 0 obj')).padStart(10, '0');
  return Buffer.from(
    text
      .replace('xref\n0 5\n', 'xref\n0 6\n')
      .replace('trailer', `${at} 00000 n \ntrailer`)
      .replace('/Size 5', '/Size 6'),
    'latin1',
  );
}

/** A one-page scan of `bytes` random pixels, as a scanned notice is (and the bench's PDFs). */
export function scannedPdf(bytes: number): Buffer {
  const width = 1000;
  const height = Math.max(1, Math.floor(bytes / (width * 3)));
  const pixels = randomBytes(width * height * 3);
  return onePageWith({ page: '/Resources << /XObject << /Scan 4 0 R >> >> /Contents 5 0 R' }, [
    streamOf(
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8`,
      pixels,
    ),
    streamOf('', `q 483 0 0 ${Math.round((483 * height) / width)} 56 60 cm /Scan Do Q`),
  ]);
}

/**
 * A long tagged report, as word processors write them: `pages` pages of text, each with a
 * link and a few dozen structure elements, every small object in compressed object streams.
 */
export function taggedReport(pages: number): Buffer {
  const members: string[] = [];
  for (let page = 0; page < pages; page += 1) {
    members.push(
      `<< /Type /Annot /Subtype /Link /Rect [56 700 300 720] /Border [0 0 0] /A << /S /URI /URI (https://council.example/notices/${page}) >> >>`,
    );
    for (let element = 0; element < 40; element += 1) {
      members.push(
        `<< /Type /StructElem /S /P /P 4 0 R /Pg 3 0 R /K [${element} << /Type /MCR /MCID ${element} >>] /Lang (en-IN) /ActualText (Paragraph ${element} of page ${page}) >>`,
      );
    }
  }
  return withObjectStream(
    '/MarkInfo << /Marked true >> /Lang (en-IN) /OpenAction [3 0 R /Fit]',
    members,
  );
}

/**
 * A decompression bomb: an object stream that unpacks to `megabytes` MB of spaces, from one
 * compressed megabyte repeated (each block stands alone after a full flush).
 */
export function objectStreamBomb(megabytes: number): Buffer {
  const block = (bytes: Buffer) => deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH });
  const megabyte = block(Buffer.alloc(1024 * 1024, 0x20));
  const packed = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    block(Buffer.from('5 0\n')),
    ...Array.from({ length: megabytes }, () => megabyte),
    // The last block: final, fixed codes, empty.
    Buffer.from([0x03, 0x00]),
  ]);
  return withPackedObjects('', packed, 1, 4);
}

/** An object nested `depth` arrays deep. */
export function deeplyNested(depth: number): Buffer {
  return onePageWith({ catalog: `/Deep ${'['.repeat(depth)}${']'.repeat(depth)}` });
}
