import type { StoredFile } from '@council/api-client';
import { DocumentLink, MarkedText, type ReadersText } from '@council/ui';

/**
 * A document's title, in the reader's language or marked as the other one: a link that opens its
 * PDF where it has one, its words alone where not.
 */
export function DocumentTitle({ title, file }: { title: ReadersText; file: StoredFile | null }) {
  if (!file) return <MarkedText {...title} />;
  // Named by its content, not an aria-label: a title in the other language keeps its own `lang`
  // for the screen reader, and the file's format and size that DocumentLink adds ('(PDF, 245
  // KB)') are in the page's.
  return (
    <DocumentLink document={file} title={title.text}>
      <MarkedText {...title} />
    </DocumentLink>
  );
}
