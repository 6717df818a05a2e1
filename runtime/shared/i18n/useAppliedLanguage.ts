import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from './languages';

/**
 * Switches the interface to `wanted` once, when the component mounts, and tells whether that is done.
 * Only once: afterwards the user may still pick another language in the switch.
 */
export function useAppliedLanguage(wanted: LanguageCode): boolean {
  const { i18n } = useTranslation();
  const [applied, setApplied] = useState(() => i18n.resolvedLanguage === wanted);
  useEffect(() => {
    if (applied) return;
    let mounted = true;
    void i18n.changeLanguage(wanted).then(() => {
      if (mounted) setApplied(true);
    });
    return () => {
      mounted = false;
    };
  }, [applied, wanted, i18n]);
  return applied;
}
