import { useId, useMemo, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@council/query';
import { grievanceQueries, type Scorecard } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useSearchParams } from '@council/router';
import { apiErrorMessage } from '@council/shared-auth';
import { formatDate, PercentBarChart, TextField } from '@council/ui';
import { PageFrame } from '../common/PageFrame';
import { StatusLine } from '../common/StatusLine';
import '../i18n/registerPublicSiteTexts';
import { periodFrom, type Period } from './scorecardPeriod';
import { ScorecardTable } from './ScorecardTable';
import '../i18n/registerGrievancePageTexts';

/**
 * /grievance-scorecard: how the council answers complaints, per ward and per category, for the
 * complaints filed in a period (?from=&to=, the last twelve months by default): tables of the
 * figures, and a bar chart of the share resolved on time per ward.
 */
export default function ScorecardPage() {
  const { t } = useTranslation('public-site');
  const [params, setParams] = useSearchParams();
  const period = periodFrom(params, new Date());
  const scorecard = useQuery({
    ...grievanceQueries.scorecard(period),
    placeholderData: keepPreviousData,
  });
  return (
    <PageFrame title={t('scorecard.title')} lastUpdated={['complaints']}>
      <p>{t('scorecard.intro')}</p>
      <PeriodForm period={period} onChange={(chosen) => setParams({ ...chosen })} />
      {scorecard.isPending && <StatusLine kind="loading">{t('scorecard.loading')}</StatusLine>}
      {scorecard.isError && (
        <StatusLine kind="error">
          {apiErrorMessage(scorecard.error, t('scorecard.failed'))}
        </StatusLine>
      )}
      {scorecard.isSuccess && <ScorecardFigures scorecard={scorecard.data} />}
    </PageFrame>
  );
}

function PeriodForm({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation('public-site');
  const id = useId();
  const [chosen, setChosen] = useState(period);
  const [error, setError] = useState<string>();
  // Back and Forward change the address: the fields follow it (set while rendering, as React
  // advises for state that follows a value).
  const asked = `${period.from}/${period.to}`;
  const [chosenFor, setChosenFor] = useState(asked);
  if (chosenFor !== asked) {
    setChosenFor(asked);
    setChosen(period);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.from > chosen.to) {
      setError(t('scorecard.periodInvalid'));
      document.getElementById(`${id}-from`)?.focus();
      return;
    }
    setError(undefined);
    onChange(chosen);
  };
  const dateField = (end: keyof Period) => (
    <TextField
      id={`${id}-${end}`}
      name={end}
      type="date"
      label={t(`scorecard.${end}`)}
      required
      starred={false}
      error={end === 'from' ? error : undefined}
      className="ps-period-field"
      value={chosen[end]}
      onChange={(value) => setChosen((current) => ({ ...current, [end]: value }))}
    />
  );
  return (
    // Sent before the scripts take over, the form asks for the address the page itself sets
    // (?from=&to=), which the server renders with that period's figures.
    <form noValidate onSubmit={submit} className="mb-4">
      <fieldset className="ps-period">
        <legend className="fs-6 fw-semibold">{t('scorecard.period')}</legend>
        {dateField('from')}
        {dateField('to')}
        <button type="submit" className="btn btn-primary">
          {t('scorecard.show')}
        </button>
      </fieldset>
    </form>
  );
}

function ScorecardFigures({ scorecard }: { scorecard: Scorecard }) {
  const { t } = useTranslation('public-site');
  const wardsId = useId();
  const categoriesId = useId();
  const chartId = useId();
  const day = (date: string) => formatDate(date, 'dd/MMM/yyyy') ?? date;
  const shown = (
    <p role="status">
      {t('scorecard.shownPeriod', { from: day(scorecard.from), to: day(scorecard.to) })}
    </p>
  );
  // The same bars while the figures are the same: the chart is drawn again only for new ones.
  const wards = useMemo(
    () =>
      scorecard.byWard.map((row) => ({
        label: t('scorecard.wardName', { ward: row.name }),
        value: row.onTimePercent,
      })),
    [scorecard.byWard, t],
  );
  const chartWords = wards
    .map(({ label, value }) =>
      t('scorecard.chartLine', {
        ward: label,
        value: value === null ? t('scorecard.noneResolved') : t('scorecard.percent', { value }),
      }),
    )
    .join('; ');
  if (scorecard.total.received === 0)
    return (
      <>
        {shown}
        <StatusLine kind="empty">{t('scorecard.empty')}</StatusLine>
      </>
    );
  return (
    <>
      {shown}
      <section aria-labelledby={wardsId} className="mb-4">
        <h2 id={wardsId} className="h4">
          {t('scorecard.byWard')}
        </h2>
        <ScorecardTable
          caption={t('scorecard.byWard')}
          nameHeader={t('scorecard.ward')}
          rows={scorecard.byWard}
          total={scorecard.total}
        />
      </section>
      <section aria-labelledby={chartId} className="mb-4">
        <h2 id={chartId} className="h4">
          {t('scorecard.chartTitle')}
        </h2>
        <PercentBarChart
          bars={wards}
          label={`${t('scorecard.chartLabel')}: ${chartWords}`}
          axisLabel={t('scorecard.chartAxis')}
        />
      </section>
      <section aria-labelledby={categoriesId}>
        <h2 id={categoriesId} className="h4">
          {t('scorecard.byCategory')}
        </h2>
        <ScorecardTable
          caption={t('scorecard.byCategory')}
          nameHeader={t('scorecard.category')}
          rows={scorecard.byCategory}
          total={scorecard.total}
        />
      </section>
    </>
  );
}
