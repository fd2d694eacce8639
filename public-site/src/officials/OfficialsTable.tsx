import { useState } from 'react';
import type { Official } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import {
  type TableColumn,
  type PaginationProps,
  DataTable,
  MarkedText,
  useReadersText,
} from '@council/ui';
import { OfficialDetailsModal } from './OfficialDetailsModal';
import {
  OFFICIAL_COLUMNS,
  officialField,
  officialName,
  type OfficialColumn,
} from './officialFields';
import { OfficialPhoto } from './OfficialPhoto';
import '../i18n/registerPublicSiteTexts';

// On narrow screens only these stay in the table; 'View More' opens the rest in a modal.
const ALWAYS_SHOWN = new Set<OfficialColumn>(['name', 'designation']);

interface Props {
  caption: string;
  /** The officials of the page shown. */
  officials: Official[];
  paging: PaginationProps;
}

/** The one table of the five officials pages (SPEC.md 2), with links to the other pages. */
export function OfficialsTable({ caption, officials, paging }: Props) {
  const { t } = useTranslation('public-site');
  const read = useReadersText();
  const [chosen, setChosen] = useState<Official | null>(null);
  const columns: TableColumn<Official>[] = [
    ...OFFICIAL_COLUMNS.map((column): TableColumn<Official> => ({
      key: column,
      header: t(`officials.columns.${column}`),
      shown: ALWAYS_SHOWN.has(column) ? 'always' : 'wide',
      cell: (official) => {
        const value = officialField(official, column, read);
        return value ? <MarkedText {...value} /> : t('common.notAvailable');
      },
    })),
    {
      key: 'photo',
      header: t('officials.columns.photo'),
      shown: 'wide',
      cell: (official) => (
        <OfficialPhoto photo={official.photo} name={officialName(official, read).text} />
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={officials}
        paging={paging}
        headClassName="table-primary"
        viewMore={{
          header: t('officials.columns.details'),
          label: (official) =>
            t('officials.viewMoreAbout', { name: officialName(official, read).text }),
          onOpen: setChosen,
          narrowOnly: true,
          buttonClassName: 'btn btn-link p-0',
        }}
      />
      <OfficialDetailsModal official={chosen} onClose={() => setChosen(null)} />
    </>
  );
}
