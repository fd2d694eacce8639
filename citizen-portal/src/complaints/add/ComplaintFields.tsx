import { useTranslation } from '@council/i18n';
import type { ComplaintDraft, DraftField } from './complaintDraft';
import { LookupSelect } from './LookupSelect';
import { PhotoInput } from './PhotoInput';
import { TextField } from './TextField';
import type { Choice, LookupName } from './useLookups';

export type PhotoSlot = 'publicImage1' | 'publicImage2';

interface Props {
  idOf: (field: string) => string;
  draft: ComplaintDraft;
  choices: Record<LookupName, Choice[]>;
  errorOf: (field: DraftField) => string | undefined;
  onChange: (field: DraftField, value: string) => void;
  onPhoto: (slot: PhotoSlot, photo: File | null) => void;
}

const LOOKUP_OF: Partial<Record<DraftField, LookupName>> = {
  grievance: 'grievances',
  district: 'districts',
  ward: 'wards',
  ulb: 'ulbs',
};

// SPEC.md's order of the form; the two long answers get a textarea.
const FIELDS: DraftField[] = [
  'grievance',
  'suggestion',
  'district',
  'ward',
  'ulb',
  'landmark',
  'additionalInformation',
];
const MULTILINE: DraftField[] = ['suggestion', 'additionalInformation'];
const PHOTOS: PhotoSlot[] = ['publicImage1', 'publicImage2'];

/** The add form's fields in a two-column grid (one column on narrow screens). */
export function ComplaintFields({ idOf, draft, choices, errorOf, onChange, onPhoto }: Props) {
  const { t } = useTranslation('citizen-portal');
  return (
    <div className="row g-3 mb-3">
      {FIELDS.map((field) => {
        const lookup = LOOKUP_OF[field];
        const common = {
          id: idOf(field),
          label: t(`form.${field}`),
          value: draft[field],
          error: errorOf(field),
          onChange: (value: string) => onChange(field, value),
        };
        return (
          <div key={field} className="col-md-6">
            {lookup ? (
              <LookupSelect {...common} choices={choices[lookup]} />
            ) : (
              <TextField {...common} multiline={MULTILINE.includes(field)} />
            )}
          </div>
        );
      })}
      {PHOTOS.map((slot) => (
        <div key={slot} className="col-md-6">
          <PhotoInput
            id={idOf(slot)}
            label={t(`form.${slot}`)}
            onChange={(photo) => onPhoto(slot, photo)}
          />
        </div>
      ))}
    </div>
  );
}
