// Text put into XML (the feeds, the sitemap): escaped, and without the characters XML 1.0 cannot
// hold at all (control characters, lone surrogates, U+FFFE/U+FFFF), which a clerk's pasted text
// may carry and which would make the whole document unreadable to a feed reader.

const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these are exactly what is being removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` as the content of an element or a double-quoted attribute. */
export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `<name>text</name>`, the text escaped. */
export function element(name: string, text: string): string {
  return `<${name}>${xmlText(text)}</${name}>`;
}
