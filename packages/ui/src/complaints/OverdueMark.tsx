import { useTranslation } from '@council/i18n';
import './i18n/registerComplaintTexts';

/**
 * A complaint past its due date and still awaiting an answer: a red badge that says "Overdue" in
 * words, so it is not told by colour alone.
 */
export function OverdueMark({ className }: { className?: string }) {
  const { t } = useTranslation('ui');
  return (
    <span className={`badge text-bg-danger${className ? ` ${className}` : ''}`}>
      {t('overdueMark.label')}
    </span>
  );
}
