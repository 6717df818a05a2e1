import { mergeClasses } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMapShellStyles } from './mapShellStyles';

/** Stands where the map will be while its chunk loads: the map's size, naming the question. */
export function MapLoading({ text }: { text: string }) {
  const { t } = useTranslation();
  const styles = useMapShellStyles();
  return (
    <div>
      <div role="status" className={mergeClasses(styles.mapBox, styles.loading)}>
        {t('widgets.map.loading', { text })}
      </div>
      <div className={styles.entryPlaceholder} />
    </div>
  );
}
