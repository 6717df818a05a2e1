import { Field, SearchBox, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullScreenHelpDialog } from './FullScreenHelpDialog';
import { sortedTerms, termsMatching } from './glossaryTerms';

export interface GlossaryDialogProps {
  open: boolean;
  onClose: () => void;
}

const useStyles = makeStyles({
  status: { display: 'block', color: tokens.colorNeutralForeground3, marginBottom: tokens.spacingVerticalM },
  list: { margin: 0 },
  entry: {
    padding: `${tokens.spacingVerticalM} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  term: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
  definition: { margin: `${tokens.spacingVerticalXS} 0 0 0`, lineHeight: tokens.lineHeightBase400 },
});

/**
 * The glossary of the fill screen: about sixty terms of pig-farm sustainability in the interface
 * language, sorted by that language's alphabet and filtered live by title as the user types.
 * Mark the button that opens it with Fluent's `useRestoreFocusTarget()` so focus returns there on close.
 */
export function GlossaryDialog({ open, onClose }: GlossaryDialogProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [query, setQuery] = useState('');
  const language = i18n.resolvedLanguage ?? i18n.language;
  // i18next copies the object on every call; `t` itself changes with the language.
  const sorted = useMemo(
    () => sortedTerms(t('fillHelp.glossary', { returnObjects: true }), language),
    [t, language],
  );
  const shown = useMemo(() => termsMatching(sorted, query, language), [sorted, query, language]);

  function close() {
    setQuery('');
    onClose();
  }

  return (
    <FullScreenHelpDialog
      open={open}
      onClose={close}
      title={t('fillHelp.glossaryTitle')}
      toolbar={
        <Field label={t('fillHelp.searchLabel')}>
          <SearchBox
            value={query}
            placeholder={t('fillHelp.searchPlaceholder')}
            onChange={(_event, data) => setQuery(data.value)}
          />
        </Field>
      }
    >
      <Text role="status" className={styles.status}>
        {shown.length === 0
          ? t('fillHelp.noResults', { query: query.trim() })
          : t('fillHelp.termsShown', { shown: shown.length, total: sorted.length })}
      </Text>
      {shown.length > 0 && (
        <dl className={styles.list}>
          {shown.map((term) => (
            <div key={term.title} className={styles.entry}>
              <dt className={styles.term}>{term.title}</dt>
              <dd className={styles.definition}>{term.definition}</dd>
            </div>
          ))}
        </dl>
      )}
    </FullScreenHelpDialog>
  );
}
