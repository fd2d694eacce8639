import { makePdf } from '../demo/sampleFiles';
import { HTML_PAGE } from '../testing/craftedFiles';
import { sniffFileType } from './sniff';

describe('what an upload is, by its first bytes', () => {
  it('is a PDF only when %PDF- comes first: a web page before it makes no PDF', () => {
    expect(sniffFileType(makePdf('Notice'))).toBe('application/pdf');
    expect(sniffFileType(Buffer.concat([HTML_PAGE, makePdf('Notice')]))).toBeUndefined();
    expect(sniffFileType(Buffer.concat([Buffer.from('\n'), makePdf('Notice')]))).toBeUndefined();
  });
});
