import { Button } from '@fluentui/react-components';
import { CameraRegular, ImageAddRegular } from '@fluentui/react-icons';
import { isPhotoList, type PhotoValue } from '@engine/answers/answer-value';
import { photoLimit } from '@engine/rules/photo-limit';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SkippedNote } from '../shared/SkippedNote';
import { isQuestionCard, widgetCard } from '../shared/widget-card';
import { describedBy, mergeErrors } from '../shared/widget-messages';
import { WidgetMessages } from '../shared/WidgetMessages';
import { photoServicesFrom, type UploadedPhoto } from '../shared/widgets-context';
import { useWidgetStyles } from '../shared/widgetStyles';
import { PendingPhotoItem } from './photo/PendingPhotoItem';
import { usePhotoStyles } from './photo/photoStyles';
import { PhotoViewer, type ViewedPhoto } from './photo/PhotoViewer';
import { StoredPhotoItem } from './photo/StoredPhotoItem';
import { usePhotoUploads } from './photo/usePhotoUploads';

const CHOOSABLE = 'image/jpeg,image/png,image/webp,image/*';

function orNothing(photos: PhotoValue[]): PhotoValue[] | undefined {
  return photos.length > 0 ? photos : undefined;
}

/** The schema's `maxItems` (the engine's photoLimit of the question's max), else the default. */
function limitOf(schema: WidgetProps['schema']): number {
  return typeof schema.maxItems === 'number' ? schema.maxItems : photoLimit(undefined);
}

/**
 * Answer type 17: photos taken with the camera or chosen from the device, each downscaled and
 * uploaded at once to the filled question, then named in the answer with a caption. A refused upload
 * stays on the card with its message and a retry; one made offline waits and is sent once the device
 * is online again. The services (upload, thumbnails) come from the form context: without them (the
 * studio's preview) photos are shown but none can be added.
 */
export function PhotoWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, onBlur, onFocus, rawErrors, hideError, registry } = props;
  const { t } = useTranslation();
  const styles = useWidgetStyles();
  const photoStyles = usePhotoStyles();
  const card = widgetCard(props);
  const filledQuestionId = isQuestionCard(props.options.card) ? props.options.card.id : undefined;
  const services = photoServicesFrom(registry.formContext);
  const photos = isPhotoList(value) ? value : [];
  const limit = limitOf(props.schema);
  const fixed = readonly || card.skipped;
  const canUpload = services !== undefined && filledQuestionId !== undefined;

  // Uploads end after renders: each builds on the answer as last reported, not on a stale render's.
  // The form's value replaces it only when the form passes a new one, so a render in between (a
  // finished upload leaving the list) never takes back a photo just added.
  const latest = useRef(photos);
  const shown = useRef(value);
  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    latest.current = isPhotoList(value) ? value : [];
  }, [value]);
  const flushFor = useRef<string>(undefined);
  const [viewed, setViewed] = useState<ViewedPhoto>();
  const [viewing, setViewing] = useState(false);
  const [announced, setAnnounced] = useState('');
  const [refused, setRefused] = useState(false);
  const cameraInput = useRef<HTMLInputElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);

  const uploads = usePhotoUploads({
    services,
    filledQuestionId,
    onUploaded: (photo: UploadedPhoto) => {
      const next = [...latest.current, { fileName: photo.fileName, caption: '' }];
      latest.current = next;
      onChange(next);
      flushFor.current = photo.fileName;
      setAnnounced(t('widgets.photo.added', { number: next.length }));
    },
  });

  // A photo just added is saved at once (the card saves on blur) rather than after the usual pause,
  // once the form holds it.
  useEffect(() => {
    const added = flushFor.current;
    if (added !== undefined && isPhotoList(value) && value.some((photo) => photo.fileName === added)) {
      flushFor.current = undefined;
      onBlur(id, value);
    }
  }, [value, onBlur, id]);

  const taken = photos.length + uploads.pending.length;
  const room = Math.max(0, limit - taken);
  const addFiles = (list: FileList | null, input: HTMLInputElement | null) => {
    const files = list ? [...list] : [];
    // The same file chosen again must fire a change.
    if (input) input.value = '';
    if (files.length === 0) return;
    setRefused(files.length > room);
    uploads.add(files.slice(0, room));
  };

  const remove = (fileName: string) => {
    const number = latest.current.findIndex((photo) => photo.fileName === fileName) + 1;
    const next = latest.current.filter((photo) => photo.fileName !== fileName);
    setAnnounced(t('widgets.photo.removed', { number }));
    latest.current = next;
    onChange(orNothing(next));
    setRefused(false);
    if (services) void services.discard(fileName).catch(() => undefined);
  };
  const caption = (index: number, text: string) => {
    const next = latest.current.map((photo, at) => (at === index ? { ...photo, caption: text } : photo));
    latest.current = next;
    onChange(next);
  };

  const errors = mergeErrors([], rawErrors, hideError);
  const hint = (
    <>
      {card.skipped ? (
        <div>
          <SkippedNote />
        </div>
      ) : null}
      {fixed ? null : (
        <div>{t(room === 0 && taken > 0 ? 'widgets.photo.full' : 'widgets.photo.limit', { max: limit })}</div>
      )}
      {!fixed && !canUpload ? <div>{t('widgets.photo.unavailable')}</div> : null}
      {refused ? <div>{t('widgets.photo.someRefused', { max: limit })}</div> : null}
    </>
  );
  const described = describedBy(id, { hint: true, errors: errors.length > 0 });

  return (
    <div className={styles.column}>
      <div id={id} role="group" aria-label={card.text} aria-describedby={described} className={styles.column}>
        {photos.length === 0 && uploads.pending.length === 0 && fixed ? (
          <div className={styles.readOnlyLabel}>{t('widgets.photo.none')}</div>
        ) : null}
        {photos.length + uploads.pending.length > 0 ? (
          <ul className={photoStyles.list}>
            {photos.map((photo, index) => (
              <StoredPhotoItem
                key={photo.fileName}
                id={id}
                photo={photo}
                number={index + 1}
                services={services}
                fixed={fixed}
                disabled={disabled === true}
                onOpen={() => {
                  setViewed({ ...photo, number: index + 1 });
                  setViewing(true);
                }}
                onCaption={(text) => caption(index, text)}
                onRemove={() => remove(photo.fileName)}
                onBlur={() => onBlur(id, latest.current)}
                onFocus={() => onFocus(id, latest.current)}
              />
            ))}
            {uploads.pending.map((photo, index) => (
              <PendingPhotoItem
                key={photo.key}
                photo={photo}
                number={photos.length + index + 1}
                onRetry={() => uploads.retry(photo.key)}
                onRemove={() => uploads.cancel(photo.key)}
              />
            ))}
          </ul>
        ) : null}
        {fixed || !canUpload || room === 0 ? null : (
          <div className={styles.row}>
            <Button icon={<CameraRegular />} disabled={disabled} onClick={() => cameraInput.current?.click()}>
              {t('widgets.photo.take')}
            </Button>
            <Button
              icon={<ImageAddRegular />}
              disabled={disabled}
              onClick={() => filesInput.current?.click()}
            >
              {t('widgets.photo.choose')}
            </Button>
            <input
              ref={cameraInput}
              type="file"
              accept="image/*"
              capture="environment"
              className={photoStyles.hiddenInput}
              tabIndex={-1}
              aria-label={t('widgets.photo.take')}
              data-photo-input="camera"
              onChange={(event) => addFiles(event.currentTarget.files, event.currentTarget)}
            />
            <input
              ref={filesInput}
              type="file"
              accept={CHOOSABLE}
              multiple
              className={photoStyles.hiddenInput}
              tabIndex={-1}
              aria-label={t('widgets.photo.choose')}
              data-photo-input="files"
              onChange={(event) => addFiles(event.currentTarget.files, event.currentTarget)}
            />
          </div>
        )}
      </div>
      <WidgetMessages id={id} errors={errors} hint={hint} />
      <div aria-live="polite" className={photoStyles.announcement}>
        {announced}
      </div>
      <PhotoViewer photo={viewed} open={viewing} services={services} onClose={() => setViewing(false)} />
    </div>
  );
}
