import { useTranslation } from '@council/i18n';
import { useCouncil, type CouncilIdentity } from '@council/site-config';
import { readersText, type ReadersText } from '../bilingual/readersText';

/** The council's identity as a reader reads it: each text in their language where configured. */
export interface CouncilTexts {
  name: ReadersText;
  state: ReadersText;
  address: ReadersText;
  importantLinks: { url: string; label: ReadersText }[];
}

/**
 * The council's name, state, address and important links in `language`, each the other
 * language's (marked by its `lang`) where the configuration has none in it.
 */
export function councilTexts(council: CouncilIdentity, language: string): CouncilTexts {
  return {
    name: readersText({ en: council.name, hi: council.nameHindi }, language),
    state: readersText({ en: council.state, hi: council.stateHindi }, language),
    address: readersText({ en: council.address, hi: council.addressHindi }, language),
    importantLinks: council.importantLinks.map((link) => ({
      url: link.url,
      label: readersText({ en: link.label, hi: link.labelHindi }, language),
    })),
  };
}

/** councilTexts of the configured council in the page's language; follows a switch. */
export function useCouncilTexts(): CouncilTexts {
  const { i18n } = useTranslation();
  return councilTexts(useCouncil(), i18n.language);
}
