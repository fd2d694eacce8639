import { Link } from '@council/router';
import { itemPagePath, type ItemKind } from '@council/site-config';
import { MarkedText, type ReadersText } from '@council/ui';

/**
 * A document's title, in the reader's language or marked as the other one: a link to the
 * document's own page (GIGW 3.0: what a shared link, the feeds and the search open); its file is
 * opened by the row's own download link, which says what the file is.
 */
export function DocumentTitle({
  title,
  kind,
  id,
}: {
  title: ReadersText;
  kind: ItemKind;
  id: number;
}) {
  return (
    <Link to={itemPagePath(kind, id)}>
      <MarkedText {...title} />
    </Link>
  );
}
