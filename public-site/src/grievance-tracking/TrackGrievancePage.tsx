import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@council/query';
import { grievanceQueries, httpStatus, type TrackedComplaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useSearchParams } from '@council/router';
import { useScreenTitle } from '@council/site-config';
import { apiErrorMessage } from '@council/shared-auth';
import { ComplaintFacts, ComplaintTimeline, TextField } from '@council/ui';
import { PageFrame } from '../common/PageFrame';
import { StatusLine } from '../common/StatusLine';
import '../i18n/registerPublicSiteTexts';
import '../i18n/registerGrievancePageTexts';

/**
 * /trackgrievance: anyone finds a complaint by its number, without signing in, and sees its
 * category, ward, status, due date, what was done and its history; nothing about who filed it.
 * The number is in the address (?number=SNP/2026/000123), so a link opens with the result.
 */
export default function TrackGrievancePage() {
  const { t } = useTranslation('public-site');
  const fieldId = useId();
  const [params, setParams] = useSearchParams();
  const asked = (params.get('number') ?? '').trim();
  const [typed, setTyped] = useState(asked);
  const [error, setError] = useState<string>();
  const tracked = useQuery({ ...grievanceQueries.track(asked), enabled: asked !== '' });
  // Focus goes to the result only when the reader asked for it here, not on opening a link.
  const [searched, setSearched] = useState(false);

  // Back and Forward change the address: the field follows it (set while rendering, as React
  // advises for state that follows a value).
  const [typedFor, setTypedFor] = useState(asked);
  if (typedFor !== asked) {
    setTypedFor(asked);
    setTyped(asked);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = typed.trim();
    if (number === '') {
      setError(t('trackGrievance.required'));
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(undefined);
    setSearched(true);
    setParams({ number });
  };

  return (
    <PageFrame title={t('trackGrievance.title')}>
      <p>{t('trackGrievance.intro')}</p>
      {/* Sent before the scripts take over, the form asks for the address the page itself sets
          (?number=), which the server renders with the result: a number names no one. */}
      <form noValidate onSubmit={submit} className="ps-track-form mb-4">
        <TextField
          id={fieldId}
          name="number"
          label={t('trackGrievance.number')}
          hint={t('trackGrievance.hint')}
          value={typed}
          required
          starred={false}
          autoComplete="off"
          maxLength={40}
          error={error}
          className="ps-track-field"
          onChange={(value) => {
            setTyped(value);
            if (value.trim() !== '') setError(undefined);
          }}
        />
        <button type="submit" className="btn btn-primary">
          {t('trackGrievance.submit')}
        </button>
      </form>
      {asked !== '' && tracked.isLoading && (
        <StatusLine kind="loading">{t('trackGrievance.loading')}</StatusLine>
      )}
      {tracked.isError && <StatusLine kind="error">{failureText(tracked.error, t)}</StatusLine>}
      {tracked.data && <TrackedResult complaint={tracked.data} focus={searched} />}
    </PageFrame>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function failureText(error: unknown, t: Translate): string {
  const status = httpStatus(error);
  if (status === 404) return t('trackGrievance.notFound');
  // A number the API cannot read: its message says what is wrong with it.
  if (status === 400) return apiErrorMessage(error, t('trackGrievance.notFound'));
  return t('trackGrievance.failed');
}

function TrackedResult({ complaint, focus }: { complaint: TrackedComplaint; focus: boolean }) {
  const { t } = useTranslation('public-site');
  // The tab and history name the complaint found, so two tracked complaints can be told apart.
  useScreenTitle(t('trackGrievance.result', { number: complaint.number }));
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, complaint.number]);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="h4 text-break">
        {t('trackGrievance.result', { number: complaint.number })}
      </h2>
      <ComplaintFacts complaint={complaint} />
      <h3 className="h5">{t('trackGrievance.history')}</h3>
      <ComplaintTimeline events={complaint.timeline} />
    </section>
  );
}
