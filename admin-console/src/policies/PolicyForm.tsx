import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { POLICY_LIMITS, type PolicyPage, type PolicyPageDraft } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import {
  ErrorSummary,
  FormButtons,
  FormField,
  showConfirm,
  showError,
  showSuccess,
  useFieldErrors,
} from '@council/ui';
import { POLICY_FIELDS, policyProblems, type PolicyField } from './policyChecks';
import { useResetPolicyPage, useSavePolicyPage } from './usePolicyEditor';

const LINES: Record<PolicyField, number | undefined> = {
  title: undefined,
  body: 16,
  titleHindi: undefined,
  bodyHindi: 16,
};

/**
 * One page's title and text in English and Hindi, with Save, Cancel and (for a page an admin
 * has edited) the way back to the default text. The fields are checked before anything is sent;
 * the API's refusal of a field shows beside it.
 */
export function PolicyForm({ page, onClose }: { page: PolicyPage; onClose: () => void }) {
  const { t } = useTranslation('admin-console');
  const prefix = useId();
  const idOf = (field: PolicyField) => `${prefix}-${field}`;
  const [draft, setDraft] = useState<PolicyPageDraft>({
    title: page.title,
    body: page.body,
    titleHindi: page.titleHindi,
    bodyHindi: page.bodyHindi,
  });
  const errors = useFieldErrors<PolicyField>(idOf);
  const saving = useSavePolicyPage();
  const resetting = useResetPolicyPage();
  const busy = saving.isPending || resetting.isPending;
  const heading = t('policies.editHeading', { page: page.title });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened by a row's Edit, above which it is out of sight: focus and view go to it.
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!errors.report(policyProblems(draft, t), POLICY_FIELDS)) return;
    try {
      await saving.mutateAsync({ key: page.key, draft });
    } catch (error) {
      // The form checks what the API checks: a refusal here is rare, and its sentence names
      // the field.
      void showError({
        title: t('editor.errorTitle'),
        text: apiErrorMessage(error, t('policies.saveFailed')),
      });
      return;
    }
    void showSuccess({ title: t('editor.successTitle'), text: t('policies.saved') });
    onClose();
  }

  async function reset() {
    const confirmed = await showConfirm({
      title: t('policies.confirmReset.title'),
      text: t('policies.confirmReset.text', { page: page.title }),
      confirm: t('policies.confirmReset.confirm'),
      cancel: t('policies.cancel'),
    });
    if (!confirmed) return;
    try {
      await resetting.mutateAsync(page.key);
    } catch (error) {
      void showError({
        title: t('editor.errorTitle'),
        text: apiErrorMessage(error, t('policies.resetFailed')),
      });
      return;
    }
    void showSuccess({ title: t('editor.successTitle'), text: t('policies.resetDone') });
    onClose();
  }

  const field = (name: PolicyField) => {
    const lines = LINES[name];
    const hindi = name === 'titleHindi' || name === 'bodyHindi';
    const required = name === 'title' || name === 'body';
    const max = lines ? POLICY_LIMITS.body : POLICY_LIMITS.title;
    return (
      <FormField
        key={name}
        id={idOf(name)}
        label={t(`policies.fields.${name}`)}
        required={required}
        error={errors.errorOf(name)}
        hint={lines ? t('policies.formatHint') : undefined}
        className="mb-3"
      >
        {(control, invalid) => {
          const props = {
            ...control,
            lang: hindi ? 'hi' : 'en',
            required,
            maxLength: max,
            className: invalid ? 'form-control is-invalid' : 'form-control',
            value: draft[name],
            onChange: (event: { target: { value: string } }) => {
              const value = event.target.value;
              setDraft((current) => ({ ...current, [name]: value }));
              errors.forget(name);
            },
          };
          return lines ? <textarea {...props} rows={lines} /> : <input {...props} type="text" />;
        }}
      </FormField>
    );
  };

  return (
    <form className="admin-form policy-form" noValidate onSubmit={(event) => void save(event)}>
      <h2 ref={headingRef} className="h4" tabIndex={-1}>
        {heading}
      </h2>
      <p className="text-body-secondary">
        {page.edited ? t('policies.editedNote') : t('policies.defaultNote')}
      </p>
      <ErrorSummary summary={errors.summary} />
      <fieldset className="mb-2">
        <legend className="h5">{t('policies.english')}</legend>
        {field('title')}
        {field('body')}
      </fieldset>
      <fieldset className="mb-2">
        <legend className="h5">{t('policies.hindi')}</legend>
        {field('titleHindi')}
        {field('bodyHindi')}
      </fieldset>
      <div className="d-flex flex-wrap gap-2 justify-content-between">
        <FormButtons
          submitText={saving.isPending ? t('editor.saving') : t('policies.save')}
          cancelText={t('policies.cancel')}
          busy={busy}
          onCancel={onClose}
        />
        {page.edited && (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={busy}
            onClick={() => void reset()}
          >
            {t('policies.reset')}
          </button>
        )}
      </div>
    </form>
  );
}
