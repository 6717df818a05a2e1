import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { StructureImportError } from '@schemas/generated/api/structure-studio';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
  item: { overflowWrap: 'anywhere' },
  path: { fontFamily: tokens.fontFamilyMonospace },
});

/** A refused import: the server's message, and for a refused document each problem at its JSON path. */
export interface Refusal {
  message: string;
  errors: StructureImportError[];
}

export function ImportRefusal({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('transfer.refused')}</MessageBarTitle>
        {refusal.message}
        {refusal.errors.length > 0 && (
          <ul className={styles.list} aria-label={t('transfer.errorsTitle')}>
            {refusal.errors.map((error, index) => (
              <li key={`${error.path}:${index}`} className={styles.item}>
                <code className={styles.path}>
                  {error.path === '' ? t('transfer.wholeDocument') : error.path}
                </code>
                {': '}
                {error.message}
              </li>
            ))}
          </ul>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
