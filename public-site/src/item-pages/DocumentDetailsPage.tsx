import { publicQueries, type CouncilDocument, type LastUpdatedPart } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { formatDate, useReadersText } from '@council/ui';
import { descriptionOf, titleOf } from '../common/bilingual';
import { DocumentDownload } from '../common/DocumentDownload';
import { ItemDetails, type ItemFact } from './ItemDetails';
import { useItemId } from './itemId';
import '../i18n/registerPublicSiteTexts';

export type DocumentDetailsKind = 'notice' | 'circular' | 'officeOrder';

/** Each kind's read of one document, its list and what the list shows. */
const KINDS = {
  notice: { query: publicQueries.notice, list: '/notice', part: 'notices' },
  circular: { query: publicQueries.circular, list: '/circulars', part: 'circulars' },
  officeOrder: { query: publicQueries.officeOrder, list: '/officeorder', part: 'officeOrders' },
} as const satisfies Record<
  DocumentDetailsKind,
  { query: unknown; list: string; part: LastUpdatedPart }
>;

/**
 * /notice-details, /circular-details and /officeorder-details (?id=): one notice, circular or
 * office order as a page of its own, its document's link saying what the file is.
 */
export default function DocumentDetailsPage({ kind }: { kind: DocumentDetailsKind }) {
  const { t } = useTranslation('public-site');
  const read = useReadersText();
  const { query, list, part } = KINDS[kind];
  const id = useItemId();
  const found = useQuery({ ...query(id ?? 0), enabled: id !== null });
  const na = t('common.notAvailable');
  return (
    <ItemDetails
      kind={kind}
      list={list}
      part={part}
      id={id}
      read={found}
      view={(document: CouncilDocument) => {
        const facts: ItemFact[] = [
          {
            name: t('itemPages.fields.issueDate'),
            value: formatDate(document.issueDate, 'dd/MMM/yyyy') ?? na,
          },
        ];
        if (document.department) {
          facts.push({ name: t('itemPages.fields.department'), value: document.department });
        }
        facts.push({
          name: t('itemPages.fields.document'),
          value: <DocumentDownload file={document.file} title={read(titleOf(document))} />,
        });
        return { title: titleOf(document), description: descriptionOf(document), facts };
      }}
    />
  );
}
