import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PhotoServices } from '../../shared/widgets-context';
import { usePhotoStyles } from './photoStyles';
import { BlobImage } from './BlobImage';
import { useFetchedImage } from './useFetchedImage';

export interface ViewedPhoto {
  fileName: string;
  caption: string;
  /** 1-based place in the answer, as the buttons name it. */
  number: number;
}

interface PhotoViewerProps {
  /** The photo last opened: kept while the dialog closes, so its title names it to the end. */
  photo: ViewedPhoto | undefined;
  open: boolean;
  services: PhotoServices | undefined;
  onClose: () => void;
}

/** The full photo in a dialog, with its caption as the image's text and under it. */
export function PhotoViewer({ photo, open, services, onClose }: PhotoViewerProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open && photo !== undefined}
      onOpenChange={(_event, data) => (data.open ? undefined : onClose())}
    >
      <DialogSurface>
        {photo ? (
          <DialogBody>
            <DialogTitle>{t('widgets.photo.viewerTitle', { number: photo.number })}</DialogTitle>
            <DialogContent>
              <FullPhoto photo={photo} services={services} />
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                {t('widgets.photo.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        ) : null}
      </DialogSurface>
    </Dialog>
  );
}

function FullPhoto({ photo, services }: { photo: ViewedPhoto; services: PhotoServices | undefined }) {
  const { t } = useTranslation();
  const styles = usePhotoStyles();
  const image = useFetchedImage(services?.photo, photo.fileName);
  const alt =
    photo.caption.trim() === '' ? t('widgets.photo.viewerTitle', { number: photo.number }) : photo.caption;
  return (
    <>
      {image.state === 'loading' ? (
        <Spinner label={t('widgets.photo.loading', { number: photo.number })} />
      ) : image.state === 'failed' ? (
        <div role="alert">{t('widgets.photo.showFailed')}</div>
      ) : (
        <BlobImage className={styles.viewerImage} blob={image.blob} alt={alt} />
      )}
      {photo.caption.trim() === '' ? null : <p className={styles.viewerCaption}>{photo.caption}</p>}
    </>
  );
}
