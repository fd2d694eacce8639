import { parseXml } from '../testing/xmlTree';
import { rfc822, instantOf, w3cDate } from './dates';
import { element, xmlText } from './xml';

describe('text put into XML', () => {
  it('escapes what would end a text or an attribute', () => {
    expect(xmlText(`Tom & "Jerry" <b>'s</b>`)).toBe(
      'Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s&lt;/b&gt;',
    );
  });

  it('drops the characters XML cannot hold, and keeps Hindi and other scripts', () => {
    const hostile = 'a\u0000b\u0008c\u000Bd\uFFFEe\uD800f \u{1F600} जलापूर्ति\tok\n';
    expect(xmlText(hostile)).toBe('abcdef \u{1F600} जलापूर्ति\tok\n');
    expect(parseXml(element('t', hostile)).text).toBe('abcdef \u{1F600} जलापूर्ति\tok\n');
  });

  it('reads back as the text it was', () => {
    const text = `]]> <![CDATA[ &amp; </t><x> "q" 'a' सूचना`;
    expect(parseXml(element('t', text)).text).toBe(text);
  });
});

describe('the dates of feeds and sitemaps', () => {
  it("read a date without a zone as India's, and one with a zone as it says", () => {
    expect(instantOf('2026-03-05T10:30:00')?.toISOString()).toBe('2026-03-05T05:00:00.000Z');
    expect(instantOf('2026-03-05')?.toISOString()).toBe('2026-03-04T18:30:00.000Z');
    expect(instantOf('2026-03-05T00:00:00.000Z')?.toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(instantOf(null)).toBeNull();
    expect(instantOf('')).toBeNull();
    expect(instantOf('soon')).toBeNull();
  });

  it("are written as RFC 822 and W3C dates, in India's time", () => {
    const instant = new Date('2026-03-04T20:00:00.000Z');
    expect(rfc822(instant)).toBe('Thu, 05 Mar 2026 01:30:00 +0530');
    expect(w3cDate(instant)).toBe('2026-03-05');
  });
});
