import { makeStyles, tokens } from '@fluentui/react-components';
import type { PartTrailStep } from '@engine/structure/part-trail';
import type { Translations } from '@schemas/generated/structure';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '@runtime/shared/i18n/languages';

const useStyles = makeStyles({
  trail: { margin: 0, overflowWrap: 'anywhere', minWidth: 0 },
  separator: { color: tokens.colorNeutralForeground3, padding: `0 ${tokens.spacingHorizontalXS}` },
  // Heard instead of the arrow, which screen readers name as a quotation mark.
  spoken: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/** A part's name in the interface language, else in English (as the screens show it), else ''. */
export function useNameOf(): (name: Translations) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (name) => (isLanguageCode(language) ? name[language].trim() : '') || name.en.trim();
}

/** Where a part is in the type: its form, subform, group, question and answer, by name. */
export function PartTrail({ trail }: { trail: readonly PartTrailStep[] }) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const nameOf = useNameOf();
  return (
    <p className={styles.trail}>
      {trail.map((step, index) => (
        <span key={step.path}>
          {index > 0 && (
            <>
              <span aria-hidden className={styles.separator}>
                ›
              </span>
              <span className={styles.spoken}>, </span>
            </>
          )}
          {nameOf(step.name) || t('coverage.unnamed')}
        </span>
      ))}
    </p>
  );
}
