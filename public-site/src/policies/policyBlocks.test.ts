import { blocksOf, inlinesOf } from './policyBlocks';

describe("a policy page's text", () => {
  it('makes headings, paragraphs and lists of plain lines', () => {
    const text = [
      'First line',
      'second line',
      '',
      '## A heading',
      'Conditions:',
      '- one',
      '- two',
      '',
      '',
      'Last.',
    ].join('\n');
    expect(blocksOf(text)).toEqual([
      {
        kind: 'paragraph',
        lines: [[{ kind: 'text', text: 'First line' }], [{ kind: 'text', text: 'second line' }]],
      },
      { kind: 'heading', content: [{ kind: 'text', text: 'A heading' }] },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Conditions:' }]] },
      {
        kind: 'list',
        items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]],
      },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Last.' }]] },
    ]);
  });

  it('links a page of the site and another website, and nothing else', () => {
    expect(inlinesOf('See [Help](/help) or [NVDA](https://www.nvaccess.org/).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'Help', href: '/help' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'NVDA', href: 'https://www.nvaccess.org/' },
      { kind: 'text', text: '.' },
    ]);
    for (const line of [
      '[x](javascript:alert(1))',
      '[x](//evil.example/)',
      '[x](data:text/html,hi)',
    ]) {
      expect(inlinesOf(line)).toEqual([{ kind: 'text', text: line }]);
    }
  });

  it('links an email address', () => {
    expect(inlinesOf('Write to [np@rampur.in](mailto:np@rampur.in).')).toEqual([
      { kind: 'text', text: 'Write to ' },
      { kind: 'link', text: 'np@rampur.in', href: 'mailto:np@rampur.in' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps markup as text', () => {
    expect(blocksOf('<b>bold</b>')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: '<b>bold</b>' }]] },
    ]);
  });
});
