import { useTranslation } from '@council/i18n';
import type { TradeLicenceField } from './tradeLicenceFields';
import '../i18n/registerPublicSiteTexts';

/** One labelled field of the trade licence form; required fields carry a visible * and `required`. */
export function TradeLicenceInput({ field }: { field: TradeLicenceField }) {
  const { t } = useTranslation('public-site');
  const id = `ps-trade-${field.name}`;
  const common = { id, name: field.name, required: field.required ?? false };
  return (
    <div className={field.kind === 'textarea' ? 'col-12' : 'col-md-6 col-lg-4'}>
      <label htmlFor={id} className="form-label">
        {t(`tradeLicence.fields.${field.name}`)}
        {field.required && (
          <span className="text-danger ms-1" title={t('tradeLicence.required')} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {field.kind === 'select' && (
        <select {...common} className="form-select" defaultValue="">
          <option value="">{t('tradeLicence.choose')}</option>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {field.literal ? option : t(`tradeLicence.options.${option}`)}
            </option>
          ))}
        </select>
      )}
      {field.kind === 'textarea' && <textarea {...common} rows={3} className="form-control" />}
      {field.kind !== 'select' && field.kind !== 'textarea' && (
        <input
          {...common}
          type={field.kind}
          className="form-control"
          {...(field.kind === 'number' ? { min: 0 } : {})}
        />
      )}
    </div>
  );
}
