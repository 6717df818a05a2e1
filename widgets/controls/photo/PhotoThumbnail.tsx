import { Button, Spinner } from '@fluentui/react-components';
import { ImageOffRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { PhotoServices } from '../../shared/widgets-context';
import { usePhotoStyles } from './photoStyles';
import { BlobImage } from './BlobImage';
import { useFetchedImage } from './useFetchedImage';

interface PhotoThumbnailProps {
  fileName: string;
  number: number;
  services: PhotoServices | undefined;
  onOpen: () => void;
}

/** A stored photo's thumbnail as a button that opens the full photo. */
export function PhotoThumbnail({ fileName, number, services, onOpen }: PhotoThumbnailProps) {
  const { t } = useTranslation();
  const styles = usePhotoStyles();
  const image = useFetchedImage(services?.thumbnail, fileName);
  return (
    <Button
      className={styles.thumbnailButton}
      appearance="outline"
      aria-label={t('widgets.photo.open', { number })}
      title={image.state === 'failed' ? t('widgets.photo.showFailed') : undefined}
      onClick={onOpen}
    >
      {image.state === 'loaded' ? (
        <BlobImage className={styles.image} blob={image.blob} alt="" />
      ) : image.state === 'loading' ? (
        <Spinner size="tiny" />
      ) : (
        <ImageOffRegular fontSize={32} aria-hidden />
      )}
    </Button>
  );
}
