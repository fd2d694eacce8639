import { useId } from 'react';
import { setLanguage } from './i18n';
import { languages, type Language } from './languages';
import { useTranslation } from './useTranslation';

export interface LanguageSwitchProps {
  /** The accessible name; by default the shell's 'languageSwitch.label' text, else 'Language'. */
  label?: string;
  /** The languages offered; by default every language of the site. */
  choices?: readonly Language[];
  className?: string;
}

// A language whose texts fail to load (offline) is not switched to; the page stays as it was.
function choose(code: string): void {
  setLanguage(code).catch((error: unknown) => console.error(error));
}

/**
 * The header's language switch: a labelled list of the languages the site can be read in. A choice
 * changes every text in place (no reload: what is typed stays) once its catalogues are loaded.
 */
export function LanguageSwitch({
  label,
  choices = languages,
  className = 'council-language-switch',
}: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('shell');
  const id = useId();

  return (
    <span className={className}>
      <label htmlFor={id} className={`${className}__label`}>
        {label ?? t('languageSwitch.label', { defaultValue: 'Language' })}
      </label>
      <select id={id} value={i18n.language} onChange={(event) => choose(event.target.value)}>
        {choices.map(({ code, label: name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </span>
  );
}
