import { useTranslation } from '@council/i18n';
import type { LookupName } from './useLookups';

// SPEC.md section 8 names them in this order.
const ORDER: LookupName[] = ['grievances', 'districts', 'ulbs', 'wards'];

/** 'Failed to load grievances.' and the like, one line per list that could not be loaded. */
export function LookupFailures({ failed }: { failed: LookupName[] }) {
  const { t } = useTranslation('citizen-portal');
  if (failed.length === 0) return null;
  return (
    <div role="alert" className="alert alert-danger">
      {ORDER.filter((name) => failed.includes(name)).map((name) => (
        <p key={name} className="mb-0">
          {t(`form.lookupFailed.${name}`)}
        </p>
      ))}
    </div>
  );
}
