import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './instance';
import type { TFunction, Translator } from './translator';

export interface UseTranslationResponse {
  /** Texts of the namespace asked for, in the language read now. */
  t: TFunction;
  i18n: Translator;
}

/**
 * The texts of `namespace` ('shell', 'ui', ...) for a component, which renders again when the
 * language changes or texts are added (a remote's catalogue, arriving after its screen rendered).
 */
export function useTranslation(namespace?: string): UseTranslationResponse {
  const changes = useSyncExternalStore(i18n.subscribe, i18n.changeCount, i18n.changeCount);
  // A new t after each change, as react-i18next gave: memos and effects that depend on t re-run.
  const t = useMemo(() => i18n.getFixedT(null, namespace), [namespace, changes]);
  return { t, i18n };
}
