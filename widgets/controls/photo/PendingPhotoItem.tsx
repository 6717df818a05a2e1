import { Button, Field, ProgressBar } from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  CloudOffRegular,
  DeleteRegular,
  ErrorCircleRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useWidgetStyles } from '../../shared/widgetStyles';
import { BlobImage } from './BlobImage';
import { usePhotoStyles } from './photoStyles';
import type { PendingPhoto } from './usePhotoUploads';

interface PendingPhotoItemProps {
  photo: PendingPhoto;
  number: number;
  onRetry: () => void;
  onRemove: () => void;
}

/** A photo on its way: its own preview, the upload's progress, or why it is not stored yet. */
export function PendingPhotoItem({ photo, number, onRetry, onRemove }: PendingPhotoItemProps) {
  const { t } = useTranslation();
  const styles = usePhotoStyles();
  const widgetStyles = useWidgetStyles();
  return (
    <li className={styles.item}>
      <div className={styles.thumbnailFrame}>
        {/* The downscaled copy once made: the original of a 12-MP photo is slow to draw on a phone. */}
        {photo.prepared ? <BlobImage className={styles.image} blob={photo.prepared} alt="" /> : null}
      </div>
      <div className={styles.details}>
        {photo.status === 'preparing' || photo.status === 'uploading' ? (
          <Field
            label={t(photo.status === 'preparing' ? 'widgets.photo.preparing' : 'widgets.photo.uploading', {
              number,
            })}
          >
            <ProgressBar value={photo.status === 'preparing' ? undefined : photo.progress} max={1} />
          </Field>
        ) : photo.status === 'waiting' ? (
          <div className={widgetStyles.warning} role="status">
            <CloudOffRegular aria-hidden />
            <span>{t('widgets.photo.waiting', { number })}</span>
          </div>
        ) : (
          <div className={widgetStyles.error} role="alert">
            <ErrorCircleRegular aria-hidden />
            <span>{t('widgets.photo.failed', { number, message: photo.message ?? '' })}</span>
          </div>
        )}
        <div className={styles.actions}>
          {photo.status === 'failed' || photo.status === 'waiting' ? (
            <Button
              icon={<ArrowClockwiseRegular />}
              aria-label={t('widgets.photo.retryPhoto', { number })}
              onClick={onRetry}
            >
              {t('widgets.photo.retry')}
            </Button>
          ) : null}
          <Button
            icon={<DeleteRegular />}
            aria-label={t('widgets.photo.removePhoto', { number })}
            onClick={onRemove}
          >
            {t('widgets.photo.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
