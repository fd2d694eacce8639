import { useTranslation } from '@council/i18n';
import './i18n/registerComplaintTexts';

/** The reminders sent about a complaint, oldest first, as the API lists them. */
export function ComplaintReminders({ reminders }: { reminders: string[] }) {
  const { t } = useTranslation('ui');
  if (reminders.length === 0) return <p className="mb-0">{t('complaintDetails.noReminders')}</p>;
  return (
    <ul className="mb-0 ps-3">
      {reminders.map((message, index) => (
        // Reminders have no id of their own and never change order.
        <li key={index}>{message}</li>
      ))}
    </ul>
  );
}
