import { useTranslation } from '@council/i18n';
import { TextField } from '@council/ui';
import { useWards } from '../grievance-desk/useWards';

/** The longest designation the API takes. */
const MAX_DESIGNATION = 100;

/** What an officer has beside a name: a post, and the wards they look after (ward ids). */
export interface OfficerDetails {
  designation: string;
  wardIds: number[];
}

export const NO_OFFICER_DETAILS: OfficerDetails = { designation: '', wardIds: [] };

interface Props {
  /** An id in the form: `designation`, and each ward's checkbox. */
  idOf: (name: string) => string;
  details: OfficerDetails;
  designationError: string | undefined;
  onChange: (details: OfficerDetails) => void;
}

/**
 * An officer's designation (required: complaints show "name, designation") and wards, a checkbox
 * each in a fieldset, as "New staff account" and a row's "Officer details" both ask them.
 */
export function OfficerFields({ idOf, details, designationError, onChange }: Props) {
  const { t } = useTranslation('admin-console');
  const { wards, failed, pending } = useWards();
  const toggle = (wardId: number, chosen: boolean) =>
    onChange({
      ...details,
      wardIds: chosen
        ? [...details.wardIds, wardId]
        : details.wardIds.filter((chosenId) => chosenId !== wardId),
    });
  return (
    <>
      <TextField
        id={idOf('designation')}
        label={t('accounts.officer.designation')}
        hint={t('accounts.officer.designationHint')}
        required
        type="text"
        autoComplete="off"
        maxLength={MAX_DESIGNATION}
        value={details.designation}
        error={designationError}
        onChange={(designation) => onChange({ ...details, designation })}
      />
      <fieldset className="mb-3 admin-ward-choices" aria-describedby={idOf('wards-hint')}>
        <legend className="form-label fs-6 mb-1">{t('accounts.officer.wards')}</legend>
        <p id={idOf('wards-hint')} className="form-text mt-0">
          {t('accounts.officer.wardsHint')}
        </p>
        {pending && <p role="status">{t('editor.loading')}</p>}
        {failed && <p className="text-danger">{t('accounts.officer.wardsFailed')}</p>}
        <div className="admin-ward-grid">
          {wards.map((ward) => (
            <div key={ward.id} className="form-check">
              <input
                id={idOf(`ward-${ward.id}`)}
                type="checkbox"
                className="form-check-input"
                checked={details.wardIds.includes(ward.id)}
                onChange={(event) => toggle(ward.id, event.target.checked)}
              />
              <label htmlFor={idOf(`ward-${ward.id}`)} className="form-check-label">
                {t('desk.filters.wardOption', { ward: ward.name })}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    </>
  );
}
