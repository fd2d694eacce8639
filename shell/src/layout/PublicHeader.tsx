import { LanguageSwitch, useTranslation } from '@council/i18n';
import { NavLink } from 'react-router-dom';

const MENU = [
  { to: '/home', text: 'header.home' },
  { to: '/about', text: 'header.about' },
  { to: '/currenttender', text: 'header.currentTenders' },
  { to: '/notice', text: 'header.notice' },
  { to: '/viewgrievance', text: 'header.grievances' },
  { to: '/photogallery', text: 'header.photoGallery' },
  { to: '/contactus', text: 'header.contact' },
  { to: '/login', text: 'header.login' },
] as const;

/** A first public header; the full menu with dropdowns, search and ticker comes with the public-site work. */
export function PublicHeader() {
  const { t } = useTranslation('shell');
  const email = t('council.email');
  return (
    <header className="shell-header">
      <div className="shell-topbar">
        <div className="container d-flex flex-wrap gap-3 align-items-center justify-content-between">
          <a href={`mailto:${email}`}>{t('header.contactEmail', { email })}</a>
          <span>{t('header.tollFree', { number: t('council.tollFree') })}</span>
          <LanguageSwitch label={t('header.language')} />
        </div>
      </div>
      <div className="container py-3">
        <NavLink to="/home" className="shell-brand">
          <span className="shell-brand-name">{t('council.name')}</span>
          <span className="shell-brand-tagline">{t('council.tagline')}</span>
        </NavLink>
      </div>
      <nav className="shell-menu" aria-label={t('header.menu')}>
        <ul className="container">
          {MENU.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{t(item.text)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
