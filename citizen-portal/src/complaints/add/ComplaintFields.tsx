import { useTranslation } from '@council/i18n';
import { CommentField } from '@council/ui';
import type { CouncilPlace, PhotoSlot } from './complaintDraft';
import { fieldProps, type FieldGroupProps } from './fieldProps';
import { LookupSelect } from './LookupSelect';
import { PhotoFields } from './PhotoFields';
import type { Choice, LookupName } from './useLookups';
import { WhereFields } from './WhereFields';

interface Props extends FieldGroupProps {
  place: CouncilPlace;
  choices: Record<LookupName, Choice[]>;
  onPhoto: (slot: PhotoSlot, photo: File | null, problem: string | undefined) => void;
}

/**
 * The add form's fields in the order a person tells a complaint: its category, what is wrong,
 * where, photos, and last what they suggest, which they may leave out.
 */
export function ComplaintFields(props: Props) {
  const { t } = useTranslation('citizen-portal');
  const { idOf, errorOf, choices, onPhoto } = props;
  return (
    <>
      <div className="mb-3">
        <LookupSelect
          {...fieldProps(props, 'grievance', t('form.grievance'))}
          choices={choices.grievances}
        />
      </div>
      <CommentField
        {...fieldProps(props, 'additionalInformation', t('form.additionalInformation'))}
        hint={t('form.additionalInformationHint')}
        required
      />
      <WhereFields {...props} />
      <PhotoFields idOf={idOf} errorOf={errorOf} onPhoto={onPhoto} />
      <CommentField
        {...fieldProps(props, 'suggestion', t('form.suggestion'))}
        hint={t('form.suggestionHint')}
      />
    </>
  );
}
