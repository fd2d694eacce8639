import { useState } from 'react';
import type { PolicyKey, PolicyPage } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { DataTable, formatDate, MarkedText, useReadersText, type TableColumn } from '@council/ui';
import { AdminLayout } from '../layout/AdminLayout';
import '../i18n/registerAdminConsoleTexts';
import { PolicyForm } from './PolicyForm';
import { usePolicyPages } from './usePolicyEditor';
import '../section-editor/SectionEditor.css';
import './PolicyEditor.css';

type Row = PolicyPage & { id: PolicyKey };

/**
 * /editpolicies: the website policy and help pages (issue 20), each with whether it shows the
 * default text or an admin's, and its Edit; the form of the page being edited below. There is
 * no Create or Delete: the pages are the seven GIGW asks for.
 */
export default function PolicyEditorPage() {
  const { t } = useTranslation('admin-console');
  const pages = usePolicyPages();
  const readersText = useReadersText();
  // A page's name in the console's language where the page has it.
  const nameOf = (row: Row) => readersText({ en: row.title, hi: row.titleHindi });
  const [editing, setEditing] = useState<{ key: PolicyKey; round: number } | null>(null);
  const rows: Row[] = (pages.data ?? []).map((page) => ({ ...page, id: page.key }));
  const open = rows.find((row) => row.key === editing?.key);

  const columns: TableColumn<Row>[] = [
    {
      key: 'page',
      header: t('policies.columns.page'),
      cell: (row) => <MarkedText {...nameOf(row)} />,
      card: 'heading',
    },
    {
      key: 'address',
      header: t('policies.columns.address'),
      cell: (row) => <span lang="en">/{row.key}</span>,
    },
    {
      key: 'text',
      header: t('policies.columns.text'),
      cell: (row) =>
        row.edited
          ? t('policies.editedOn', { date: formatDate(row.updatedAt, 'dd/MMM/yyyy') })
          : t('policies.defaultText'),
    },
    {
      key: 'actions',
      header: t('editor.actions'),
      className: 'admin-actions',
      card: 'foot',
      cell: (row) => (
        <button
          type="button"
          className="btn btn-sm btn-primary"
          aria-label={t('policies.editPage', { page: nameOf(row).text })}
          onClick={() =>
            setEditing((before) => ({ key: row.key, round: (before?.round ?? 0) + 1 }))
          }
        >
          {t('editor.edit')}
        </button>
      ),
    },
  ];

  return (
    <AdminLayout>
      <section className="admin-section">
        <h1 className="h3">{t('policies.title')}</h1>
        <p>{t('policies.intro')}</p>
        {pages.isError ? (
          <p role="alert" className="text-danger">
            {t('policies.loadFailed')}
          </p>
        ) : (
          <DataTable
            caption={t('policies.list')}
            columns={columns}
            rows={rows}
            empty={pages.isPending ? t('editor.loading') : t('policies.loadFailed')}
            narrow="cards"
            wrapClassName="admin-table-wrap"
          />
        )}
        {open && editing && (
          <PolicyForm
            key={`${open.key}-${editing.round}`}
            page={open}
            onClose={() => setEditing(null)}
          />
        )}
      </section>
    </AdminLayout>
  );
}
