// A policy page's text as an admin writes it (and as the defaults are written): plain lines,
// never HTML. Paragraphs are apart by an empty line; a line '## ...' is a heading; lines '- ...'
// make a list; [words](/path) links a page of the site, [words](https://...) another website and
// [words](mailto:...) an email address.
// The blocks are drawn as React elements, so nothing in the text can become markup.

/** A run of text, or a link with its words. */
export type Inline = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; content: Inline[] }
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'list'; items: Inline[][] };

// A site path (one '/', never '//', which would lead to another host), an http(s) address or an
// email address (mailto:).
const LINK = /\[([^\]\n]+)\]\(((?:\/(?!\/)|https?:\/\/|mailto:)[^\s()]*)\)/g;

/** The runs and links of one line. */
export function inlinesOf(line: string): Inline[] {
  const inlines: Inline[] = [];
  let from = 0;
  for (const match of line.matchAll(LINK)) {
    const [whole, text = '', href = ''] = match;
    if (match.index > from) inlines.push({ kind: 'text', text: line.slice(from, match.index) });
    inlines.push({ kind: 'link', text, href });
    from = match.index + whole.length;
  }
  if (from < line.length) inlines.push({ kind: 'text', text: line.slice(from) });
  return inlines;
}

const HEADING = /^#{2,3}\s+/;
const LIST_ITEM = /^[-*•]\s+/;

/** The blocks of a page's text, in order. */
export function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      open = null;
    } else if (HEADING.test(line)) {
      blocks.push({ kind: 'heading', content: inlinesOf(line.replace(HEADING, '')) });
      open = null;
    } else if (LIST_ITEM.test(line)) {
      const item = inlinesOf(line.replace(LIST_ITEM, ''));
      if (open?.kind === 'list') open.items.push(item);
      else blocks.push((open = { kind: 'list', items: [item] }));
    } else if (open?.kind === 'paragraph') {
      open.lines.push(inlinesOf(line));
    } else {
      blocks.push((open = { kind: 'paragraph', lines: [inlinesOf(line)] }));
    }
  }
  return blocks;
}
