import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import { ReaderControls } from '@council/ui';

/** The path of the public page that lists free screen readers (public-site's screens.json). */
export const SCREEN_READER_PAGE = '/screen-reader-access';

/**
 * What GIGW asks of every page's top bar for its readers: the way to the Screen Reader Access
 * page, text size (A-, A, A+) and high contrast. In the top bar on wide screens, at the foot of
 * the opened menu on phones (MenuContacts).
 */
export function ReaderTools() {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-reader-tools">
      <Link to={SCREEN_READER_PAGE}>{t('readerControls.screenReader')}</Link>
      <ReaderControls
        labels={{
          group: t('readerControls.group'),
          smaller: t('readerControls.smaller'),
          normal: t('readerControls.normal'),
          larger: t('readerControls.larger'),
          contrast: t('readerControls.contrast'),
        }}
      />
    </div>
  );
}
