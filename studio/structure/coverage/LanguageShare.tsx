import { Field, ProgressBar, makeStyles } from '@fluentui/react-components';
import type { LanguageCoverage } from '@engine/structure/translation-coverage';
import { useTranslation } from 'react-i18next';
import { nativeNameOf } from '@runtime/shared/i18n/languages';

const useStyles = makeStyles({
  item: { minWidth: 0 },
});

/** The percentage shown: rounded down, so 100 % means every text (199 of 200 is 99 %). */
function percentOf(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.floor(share * 100) / 100,
  );
}

/** One language's share of translated texts: its native name, a bar, the percentage and the counts. */
export function LanguageShare({ coverage }: { coverage: LanguageCoverage }) {
  const { t, i18n } = useTranslation('studio');
  const styles = useStyles();
  const counts = {
    percent: percentOf(coverage.share, i18n.resolvedLanguage ?? i18n.language),
    translated: coverage.translated,
    total: coverage.total,
  };
  const complete = coverage.translated === coverage.total;
  return (
    <li className={styles.item}>
      <Field
        label={<span lang={coverage.language}>{nativeNameOf(coverage.language)}</span>}
        hint={t('coverage.share', counts)}
        validationState={complete ? 'success' : 'none'}
      >
        <ProgressBar
          value={coverage.share}
          thickness="large"
          color={complete ? 'success' : 'brand'}
          aria-valuetext={t('coverage.shareValue', counts)}
        />
      </Field>
    </li>
  );
}
