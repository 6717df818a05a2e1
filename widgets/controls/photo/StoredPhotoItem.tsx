import { Button, Input, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { PhotoValue } from '@engine/answers/answer-value';
import { PHOTO_CAPTION_LIMIT } from '@engine/rules/photo-limit';
import { useTranslation } from 'react-i18next';
import type { PhotoServices } from '../../shared/widgets-context';
import { usePhotoStyles } from './photoStyles';
import { PhotoThumbnail } from './PhotoThumbnail';

interface StoredPhotoItemProps {
  id: string;
  photo: PhotoValue;
  number: number;
  services: PhotoServices | undefined;
  /** Read-only, skipped or disabled: the caption is text, no removal. */
  fixed: boolean;
  disabled: boolean;
  onOpen: () => void;
  onCaption: (caption: string) => void;
  onRemove: () => void;
  onBlur: () => void;
  onFocus: () => void;
}

/** A photo of the answer: its thumbnail (opens the photo), its caption and its removal. */
export function StoredPhotoItem(props: StoredPhotoItemProps) {
  const { id, photo, number, services, fixed, disabled } = props;
  const { t } = useTranslation();
  const styles = usePhotoStyles();
  return (
    <li className={styles.item}>
      <PhotoThumbnail fileName={photo.fileName} number={number} services={services} onOpen={props.onOpen} />
      <div className={styles.details}>
        {fixed ? (
          photo.caption.trim() === '' ? null : (
            <Text className={styles.caption}>{photo.caption}</Text>
          )
        ) : (
          <>
            <Input
              id={`${id}-caption-${number}`}
              value={photo.caption}
              maxLength={PHOTO_CAPTION_LIMIT}
              disabled={disabled}
              autoComplete="off"
              placeholder={t('widgets.photo.captionPlaceholder')}
              aria-label={t('widgets.photo.caption', { number })}
              onChange={(_event, data) => props.onCaption(data.value)}
              onBlur={props.onBlur}
              onFocus={props.onFocus}
            />
            <div className={styles.actions}>
              <Button
                icon={<DeleteRegular />}
                disabled={disabled}
                aria-label={t('widgets.photo.removePhoto', { number })}
                onClick={props.onRemove}
              >
                {t('widgets.photo.remove')}
              </Button>
            </div>
          </>
        )}
      </div>
    </li>
  );
}
