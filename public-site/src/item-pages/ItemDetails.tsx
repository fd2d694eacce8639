import type { LastUpdatedPart } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import { useScreenPage, useScreenTitle } from '@council/site-config';
import { InReadersLanguage, useReadersText, type BilingualText } from '@council/ui';
import type { ReactNode } from 'react';
import { PageFrame } from '../common/PageFrame';
import { StatusLine } from '../common/StatusLine';
import '../i18n/registerPublicSiteTexts';
import './item-pages.css';

/** The kinds with a page for each item here (a tender's is public-site/src/tenders). */
export type ItemPageKind = 'notice' | 'circular' | 'officeOrder' | 'latestNews' | 'pressRelease';

/** One fact of the item below its title: its date, its department, its document. */
export interface ItemFact {
  name: string;
  value: ReactNode;
}

/** What an item page shows of an item, once read. */
export interface ItemView {
  title: BilingualText;
  description: BilingualText;
  facts: ItemFact[];
  /** Its picture or its document, below the description. */
  attachment?: ReactNode;
}

/** The read of one item: null once the API said there is no such item. */
interface ItemRead<Item> {
  isPending: boolean;
  isError: boolean;
  data: Item | null | undefined;
}

interface Props<Item> {
  kind: ItemPageKind;
  /** The list the item belongs to, for the link back to it. */
  list: string;
  /** What the list shows, for the page's "Last updated on". */
  part: LastUpdatedPart;
  /** Null when the address names no item (no ?id=, or one no item can have). */
  id: number | null;
  read: ItemRead<Item>;
  view: (item: Item) => ItemView;
}

/**
 * One item's own page (GIGW 3.0: what the feeds, the search and the sitemap link to, and what a
 * shared link opens): its title, facts, description and document or picture, and the way back to
 * its list. The page is named after the item (the tab, and a link's preview, whose description
 * the server takes from here); an address of no item says so, and the server answers it 404.
 */
export function ItemDetails<Item>({ kind, list, part, id, read, view }: Props<Item>) {
  const { t } = useTranslation('public-site');
  const readers = useReadersText();
  const text = (key: string) => t(`itemPages.${kind}.${key}`);
  const item = read.data ? view(read.data) : null;
  const notFound = id === null || read.data === null;
  useScreenTitle(item && readers(item.title).text);
  useScreenPage({ description: item && readers(item.description).text, notFound });
  return (
    <PageFrame title={text('title')} lastUpdated={[part]}>
      {id !== null && read.isPending && (
        <StatusLine kind="loading">{t('itemPages.loading')}</StatusLine>
      )}
      {read.isError && <StatusLine kind="error">{t('itemPages.failed')}</StatusLine>}
      {notFound && <StatusLine kind="empty">{text('notFound')}</StatusLine>}
      {item && (
        <article className="ps-item">
          <h2 className="h4 ps-item-title">
            <InReadersLanguage {...item.title} empty={t('common.notAvailable')} />
          </h2>
          {item.facts.length > 0 && (
            <dl className="ps-details ps-item-facts">
              {item.facts.map((fact) => (
                <div className="ps-details-row" key={fact.name}>
                  <dt>{fact.name}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <div className="ps-item-description ps-preserve-lines">
            <InReadersLanguage {...item.description} />
          </div>
          {item.attachment}
        </article>
      )}
      <p className="ps-item-back">
        <Link to={list}>{text('back')}</Link>
      </p>
    </PageFrame>
  );
}
