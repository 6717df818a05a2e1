import { isPhotoList } from '../answers/answer-value';
import { isPhotoFileName } from '../rules/photo-file-name';
import { MAX_PHOTO_LIMIT, PHOTO_CAPTION_LIMIT, photoLimit } from '../rules/photo-limit';
import { defineKind } from './define-kind';
import { EXPORT_LIST_SEPARATOR } from './shared/export-values';
import { SAVE_DELAY_MS } from './shared/save-delays';

/**
 * 17: photos (beyond the specification, issue 24): each a file the server stored on upload, named in
 * `answer`, with its caption in `text`; at most the question's max (default 3, at most 10). The widget
 * uploads first, so the value only ever names photos the server holds.
 */
export const photoKind = defineKind({
  id: 17,
  key: 'photo',
  widget: 'photo',
  composite: true,
  // Not a text's longer pause: a photo added is saved soon after its upload (and a caption typed after a second's pause).
  saveDelayMs: SAVE_DELAY_MS,
  answerFields: { required: 'answer', optional: ['text'], list: true },
  editorFields: ['max'],
  maxCeiling: MAX_PHOTO_LIMIT,
  schema: (question) => ({
    type: 'array',
    title: question.questionText,
    maxItems: photoLimit(question.max),
    items: {
      type: 'object',
      properties: {
        fileName: { type: 'string' },
        caption: { type: 'string', maxLength: PHOTO_CAPTION_LIMIT },
      },
    },
  }),
  cardDetails: () => ({}),
  toValue: (answers) =>
    answers.flatMap((saved) =>
      isPhotoFileName(saved.answer) ? [{ fileName: saved.answer, caption: saved.text ?? '' }] : [],
    ),
  toAnswers: (_question, value) =>
    isPhotoList(value)
      ? value.map((photo) => ({
          answer: photo.fileName,
          text: photo.caption.trim() === '' ? null : photo.caption,
        }))
      : [],
  validate: (question, value) => {
    if (!isPhotoList(value)) return { key: 'PHOTO_UNKNOWN' };
    const limit = photoLimit(question.max);
    if (value.length > limit) return { key: 'TOO_MANY_PHOTOS', params: { max: limit } };
    const names = value.map((photo) => photo.fileName);
    if (!names.every(isPhotoFileName) || new Set(names).size !== names.length)
      return { key: 'PHOTO_UNKNOWN' };
    return value.some((photo) => photo.caption.length > PHOTO_CAPTION_LIMIT)
      ? { key: 'TEXT_TOO_LONG', params: { max: PHOTO_CAPTION_LIMIT } }
      : undefined;
  },
  fitsAnswer: (_question, saved) => isPhotoFileName(saved.answer),
  answerIdentity: (saved) => `p${saved.answer ?? ''}`,
  // The stored file names: the names the photos have in the export's zip.
  exportAnswer: (_question, answers) => {
    const names = answers.flatMap((answer) => (isPhotoFileName(answer.answer) ? [answer.answer] : []));
    return names.length > 0 ? names.join(EXPORT_LIST_SEPARATOR) : null;
  },
});
