import { ClientError } from './errors';

export const UNNAMED_PART_REFUSAL =
  'The form could not be read: every part must name its field (Content-Disposition: form-data; name=...).';

/** Busboy's own limit on a part's headers is 80 KB; a form of ours needs a few hundred bytes. */
const MAX_HEADER_BYTES = 16 * 1024;
const HEADERS_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');
const NAMED_FIELD = /^content-disposition[ \t]*:[ \t]*form-data[ \t]*;(?:.*;)?[ \t]*name[ \t]*=/im;

/**
 * Watches the raw bytes of a multipart form for a part whose headers do not name a form field.
 * Busboy skips such a part without a word, and one larger than its buffer stalls it for good:
 * the request was never answered (issue 26). The form reader refuses the form the moment one is
 * seen. Only part headers are looked at, so the cost is one search for the boundary per chunk.
 */
export class UnnamedPartWatch {
  /** The fault seen, if any; settles `faulted`. */
  fault: ClientError | undefined;
  readonly faulted: Promise<never>;
  private refuse: (fault: ClientError) => void = () => undefined;
  private readonly delimiter: Buffer;
  // The body is read as if a line break came first, so that the first boundary is found as
  // every later one is, after a line break.
  private pending: Buffer = CRLF;
  private inHeaders = false;
  private finished = false;

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
    this.faulted = new Promise<never>((_resolve, reject) => {
      this.refuse = reject;
    });
    // Nobody may be waiting yet when the fault comes: the reader checks `fault` as well.
    this.faulted.catch(() => undefined);
  }

  /** Reads the next chunk of the body as it arrives. */
  write(chunk: Buffer): void {
    if (this.finished) return;
    this.pending = Buffer.concat([this.pending, chunk]);
    while (!this.finished && (this.inHeaders ? this.readHeaders() : this.findBoundary()));
  }

  /** After a boundary line: the part's headers, up to the empty line. False: wait for more. */
  private readHeaders(): boolean {
    const end = this.pending.indexOf(HEADERS_END);
    if (end === -1) {
      if (this.pending.length > MAX_HEADER_BYTES) this.fail();
      return false;
    }
    // pending starts with the line break that ended the boundary line.
    const headers = this.pending.subarray(CRLF.length, end).toString('latin1');
    if (!NAMED_FIELD.test(headers)) return this.fail();
    this.pending = this.pending.subarray(end + HEADERS_END.length);
    this.inHeaders = false;
    return true;
  }

  /** The next boundary line: the closing one ends the watch. False: wait for more. */
  private findBoundary(): boolean {
    const at = this.pending.indexOf(this.delimiter);
    if (at === -1) {
      // Keep what could be the start of a boundary cut between two chunks.
      this.pending = this.pending.subarray(
        Math.max(0, this.pending.length - this.delimiter.length),
      );
      return false;
    }
    const after = this.pending.subarray(at + this.delimiter.length);
    if (after.length < 2) {
      this.pending = this.pending.subarray(at);
      return false;
    }
    if (after[0] === 0x2d && after[1] === 0x2d) {
      this.finished = true;
      return false;
    }
    const lineEnd = after.indexOf(CRLF);
    if (lineEnd === -1) {
      this.pending = this.pending.subarray(at);
      if (after.length > MAX_HEADER_BYTES) this.fail();
      return false;
    }
    this.pending = after.subarray(lineEnd);
    this.inHeaders = true;
    return true;
  }

  private fail(): false {
    this.finished = true;
    this.fault = new ClientError(400, UNNAMED_PART_REFUSAL);
    this.refuse(this.fault);
    return false;
  }
}

/** The boundary named by a multipart Content-Type, or undefined (busboy refuses that form). */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}
