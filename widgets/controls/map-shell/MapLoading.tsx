import { mergeClasses } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMapShellStyles } from './mapShellStyles';

/**
 * Stands where the map will be while its chunk loads: the question's group (its id and name, busy)
 * with a box of the map's size saying what is coming.
 */
export function MapLoading({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation();
  const styles = useMapShellStyles();
  return (
    <div id={id} role="group" aria-label={text} aria-busy="true">
      <div role="status" className={mergeClasses(styles.mapBox, styles.loading)}>
        {t('widgets.map.loading', { text })}
      </div>
      <div className={styles.entryPlaceholder} />
    </div>
  );
}
