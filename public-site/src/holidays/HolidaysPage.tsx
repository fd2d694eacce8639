import { useQuery } from '@council/query';
import { grievanceQueries, indiaDate, type Holiday } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { DataTable, formatDate } from '@council/ui';
import { PageFrame } from '../common/PageFrame';
import { StatusLine } from '../common/StatusLine';
import calendar from './assets/holiday-calendar-2026.svg';
import '../i18n/registerPublicSiteTexts';

/**
 * '26/Jan/2026' and, below it, 'Monday' ('26 जनवरी 2026', 'सोमवार' in Hindi): narrow enough for a
 * phone beside the holiday's name.
 */
function DayOf({ date }: { date: string }) {
  const weekday = formatDate(date, 'EEEE');
  return (
    <time dateTime={date}>
      {formatDate(date, 'dd/MMM/yyyy') ?? date}
      <span className="visually-hidden">, </span>
      <span className="d-block small text-body-secondary">{weekday}</span>
    </time>
  );
}

/**
 * /listofholiday: the council's holiday calendar as an image (SPEC.md 2), described in words, and
 * this year's holidays as the council keeps them (issue 16: due dates skip them).
 */
export default function HolidaysPage() {
  const { t } = useTranslation('public-site');
  const year = Number(indiaDate(new Date()).slice(0, 4));
  const holidays = useQuery(grievanceQueries.holidays(year));
  const columns = [
    {
      key: 'date',
      header: t('holidays.date'),
      cell: ({ date }: Holiday) => <DayOf date={date} />,
      className: 'text-nowrap',
    },
    { key: 'name', header: t('holidays.name'), cell: ({ name }: Holiday) => name },
  ];
  return (
    <PageFrame title={t('holidays.title')} lastUpdated={['holidays']}>
      <h2 className="h4">{t('holidays.listHeading', { year })}</h2>
      {holidays.isPending && <StatusLine kind="loading">{t('holidays.loading')}</StatusLine>}
      {holidays.isError && <StatusLine kind="error">{t('holidays.failed')}</StatusLine>}
      {holidays.isSuccess && (
        <DataTable
          caption={t('holidays.caption', { year })}
          columns={columns}
          rows={holidays.data}
          empty={<StatusLine kind="empty">{t('holidays.empty')}</StatusLine>}
          wrapClassName="ps-holiday-table"
        />
      )}
      <img src={calendar} alt={t('holidays.image')} className="img-fluid ps-holiday-calendar" />
      <p className="mt-2">
        <a href={calendar} target="_blank" rel="noreferrer">
          {t('holidays.open')}
        </a>
      </p>
    </PageFrame>
  );
}
