import { useTranslation } from '@council/i18n';
import { TextField } from '@council/ui';
import { isAsked, type CouncilPlace, type DraftField } from './complaintDraft';
import { fieldProps, type FieldGroupProps } from './fieldProps';
import { LookupSelect } from './LookupSelect';
import type { Choice, LookupName } from './useLookups';

interface Props extends FieldGroupProps {
  place: CouncilPlace;
  choices: Record<LookupName, Choice[]>;
}

/** The selects of the place, each with its lookup; district and ULB only where they are asked. */
const PLACE_LOOKUPS: [DraftField, LookupName][] = [
  ['district', 'districts'],
  ['ulb', 'ulbs'],
  ['ward', 'wards'],
];

/** 'Where is it?': the ward (and district and ULB where the site does not know them), a landmark. */
export function WhereFields(props: Props) {
  const { t } = useTranslation('citizen-portal');
  const { place, choices } = props;
  return (
    <fieldset className="mb-3">
      <legend className="h6 fw-semibold">{t('form.where')}</legend>
      <div className="row g-3">
        {PLACE_LOOKUPS.filter(([field]) => isAsked(field, place)).map(([field, lookup]) => (
          <div key={field} className="col-md-6">
            <LookupSelect
              {...fieldProps(props, field, t(`form.${field}`))}
              choices={choices[lookup]}
            />
          </div>
        ))}
        <TextField
          {...fieldProps(props, 'landmark', t('form.landmark'))}
          hint={t('form.landmarkHint')}
          required
          className="col-md-6"
        />
      </div>
    </fieldset>
  );
}
