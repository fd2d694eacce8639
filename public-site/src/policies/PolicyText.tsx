import { Fragment } from 'react';
import { Link } from '@council/router';
import { ExternalLink } from '@council/ui';
import { blocksOf, type Inline } from './policyBlocks';

function Inlines({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((inline, index) =>
        inline.kind === 'text' ? (
          <Fragment key={index}>{inline.text}</Fragment>
        ) : inline.href.startsWith('/') ? (
          <Link key={index} to={inline.href}>
            {inline.text}
          </Link>
        ) : inline.href.startsWith('mailto:') ? (
          <a key={index} href={inline.href}>
            {inline.text}
          </a>
        ) : (
          <ExternalLink key={index} href={inline.href}>
            {inline.text}
          </ExternalLink>
        ),
      )}
    </>
  );
}

/** A page's text drawn from its blocks: headings below the page's own, paragraphs, lists. */
export function PolicyText({ text }: { text: string }) {
  return (
    <>
      {blocksOf(text).map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <h2 key={index} className="h5 mt-4">
              <Inlines content={block.content} />
            </h2>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Inlines content={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                <Inlines content={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
}
