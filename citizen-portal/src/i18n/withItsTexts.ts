import { loadLanguage } from '@council/i18n';

/**
 * A module fetched on demand, handed over once the catalogues it registers are loaded in the
 * reader's language, so that what it shows first is in that language (as the shell does for a
 * screen). A render that comes before a catalogue may miss its arrival and stay in English. A
 * chunk that fails to load leaves English, as everywhere.
 */
export async function withItsTexts<Module>(module: Promise<Module>): Promise<Module> {
  const loaded = await module;
  await loadLanguage().catch(() => undefined);
  return loaded;
}
