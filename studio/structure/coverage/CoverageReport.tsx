import { Select, Field, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { LanguageCoverage } from '@engine/structure/translation-coverage';
import { translationCoverage } from '@engine/structure/translation-coverage';
import type { StructureDocumentReply } from '@schemas/generated/api/structure-studio';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeNameOf } from '@runtime/shared/i18n/languages';
import { LanguageShare } from './LanguageShare';
import { MissingTranslations } from './MissingTranslations';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  shares: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalM,
    // Three across on a wide screen, one under the other on a phone.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  },
  filter: { maxWidth: '320px' },
});

/** The coverage of one document: a bar per language, then the missing texts of the chosen language. */
export function CoverageReport({ reply }: { reply: StructureDocumentReply }) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const sharesId = useId();
  const coverage = useMemo(() => translationCoverage(reply.document), [reply.document]);
  const [chosen, setChosen] = useState<LanguageCoverage['language'] | null>(null);
  // Until the administrator chooses, the first language with gaps is shown (English when none).
  const shown =
    coverage.find((language) => language.language === chosen) ??
    coverage.find((language) => language.missing.length > 0) ??
    coverage[0];
  return (
    <>
      <section className={styles.section} aria-labelledby={sharesId}>
        <Subtitle2 as="h3" id={sharesId}>
          {t('coverage.shares')}
        </Subtitle2>
        <ul className={styles.shares} aria-labelledby={sharesId}>
          {coverage.map((language) => (
            <LanguageShare key={language.language} coverage={language} />
          ))}
        </ul>
      </section>
      {shown && (
        <>
          <Field className={styles.filter} label={t('coverage.language')}>
            <Select
              value={shown.language}
              onChange={(_event, data) =>
                setChosen(coverage.find((language) => language.language === data.value)?.language ?? null)
              }
            >
              {coverage.map((language) => (
                <option key={language.language} value={language.language}>
                  {t('coverage.languageOption', {
                    language: nativeNameOf(language.language),
                    count: language.missing.length,
                  })}
                </option>
              ))}
            </Select>
          </Field>
          <MissingTranslations reply={reply} coverage={shown} />
        </>
      )}
    </>
  );
}
