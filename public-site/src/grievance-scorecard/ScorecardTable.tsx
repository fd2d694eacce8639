import type { ScorecardRow } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { ScrollArea } from '../common/ScrollArea';
import '../i18n/registerGrievancePageTexts';

interface Props {
  /** What the table lists, for screen readers (the heading above says it to the eye). */
  caption: string;
  /** 'Ward' or 'Category': the header of the rows' names. */
  nameHeader: string;
  rows: ScorecardRow[];
  total: ScorecardRow;
}

const DECIMAL = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

const COLUMNS = ['received', 'resolved', 'onTime', 'median', 'rating'] as const;

/**
 * The scorecard's figures, one row a ward or a category and a row of totals: each row named by
 * a row header, so a screen reader says "Ward 12, Resolved, 8".
 */
export function ScorecardTable({ caption, nameHeader, rows, total }: Props) {
  const { t } = useTranslation('public-site');
  const orNone = (value: number | null, show: (value: string) => string = (v) => v) =>
    value === null ? t('scorecard.none') : show(DECIMAL.format(value));
  const cells = (row: ScorecardRow) => [
    DECIMAL.format(row.received),
    DECIMAL.format(row.resolved),
    orNone(row.onTimePercent, (value) => t('scorecard.percent', { value })),
    orNone(row.medianDaysToResolve),
    orNone(row.averageRating),
  ];
  const line = (row: ScorecardRow, name: string) => (
    <>
      <th scope="row">{name}</th>
      {cells(row).map((cell, index) => (
        <td key={COLUMNS[index]} className="text-end">
          {cell}
        </td>
      ))}
    </>
  );
  return (
    <ScrollArea label={caption} className="table-responsive">
      <table className="table table-bordered table-striped align-middle">
        <caption className="visually-hidden">{caption}</caption>
        <thead className="table-primary">
          <tr>
            <th scope="col">{nameHeader}</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="text-end">
                {t(`scorecard.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>{line(row, row.name)}</tr>
          ))}
        </tbody>
        <tfoot className="fw-bold">
          <tr>{line(total, t('scorecard.total'))}</tr>
        </tfoot>
      </table>
    </ScrollArea>
  );
}
