import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import '../i18n/registerUiTexts';

/** The public site's home page: the same application, so the same tab and its history. */
const PUBLIC_HOME = '/home';

/**
 * The way back to the public pages, to see a change as readers see it. The layout places it
 * twice, and its style sheet shows one: in the header on wide screens, and on phones, where the
 * header has no room beside the council's name, at the end of the sidebar's menu.
 */
export function ViewOnSiteLink({ className }: { className?: string }) {
  const { t } = useTranslation('ui');
  return (
    <Link to={PUBLIC_HOME} className={className}>
      {t('dashboard.viewOnSite')}
    </Link>
  );
}
