import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isPhotoList } from '@engine/answers/answer-value';
import {
  jpegFile,
  standInPhotoServices,
  storedPhotoName,
  twoPhotos,
  type StandInPhotoOptions,
} from '@tests/fixtures/photos';
import { describedText } from './support/described';
import { questionParts, renderAnswerForm, type FormValues } from './support/renderAnswerForm';

const WAIT = { timeout: 5_000 };
/** The fixture's photo question: filled question 1017, at most 2 photos. */
const FILLED_QUESTION_ID = 1017;

function renderPhotos(options: StandInPhotoOptions = {}, values?: FormValues, readOnly = false) {
  const photos = standInPhotoServices({ sendAsChosen: true, ...options });
  const view = renderAnswerForm(questionParts('q17', { values, readOnly }), { formContext: { photos } });
  return { ...view, photos };
}

function filesInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector('input[data-photo-input="files"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

function choose(container: HTMLElement, ...files: File[]): void {
  fireEvent.change(filesInput(container), { target: { files } });
}

/** The stored photos' thumbnails have arrived (their updates done inside the test). */
async function thumbnailsShown(container: HTMLElement, count: number): Promise<void> {
  await waitFor(() => expect(container.querySelectorAll('button img')).toHaveLength(count), WAIT);
}

function lastPhotos(last: (key: string) => unknown) {
  const value = last('q17');
  return isPhotoList(value) ? value : undefined;
}

describe('photo widget (type 17, at most 2)', () => {
  it('offers a camera and a file button, each opening its own file input', () => {
    const { container } = renderPhotos();
    const camera = container.querySelector('input[data-photo-input="camera"]');
    expect(camera).toMatchObject({ type: 'file', accept: 'image/*' });
    expect(camera?.getAttribute('capture')).toBe('environment');
    expect(filesInput(container)).toMatchObject({
      multiple: true,
      accept: 'image/jpeg,image/png,image/webp,image/*',
    });
    const clicked = vi.spyOn(filesInput(container), 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Choose photos' }));
    expect(clicked).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Take a photo' })).toBeTruthy();
    expect(describedText(screen.getByRole('group', { name: 'Question text 17' }))).toContain(
      'Maximum number of photos: 2.',
    );
  });

  it('uploads a chosen JPEG to the filled question, adds it with an empty caption and asks the card to save at once', async () => {
    const { container, photos, last, blurred } = renderPhotos();
    choose(container, jpegFile());
    await waitFor(
      () => expect(lastPhotos(last)).toEqual([{ fileName: storedPhotoName(100), caption: '' }]),
      WAIT,
    );
    expect(photos.uploads).toHaveLength(1);
    expect(photos.uploads[0]?.filledQuestionId).toBe(FILLED_QUESTION_ID);
    expect(photos.uploads[0]?.photo.size).toBe(jpegFile().size);
    await waitFor(() => expect(blurred).toContain('root_q17'), WAIT);
    await thumbnailsShown(container, 1);
    expect(screen.getByRole('button', { name: 'Open photo 1' })).toBeTruthy();
    expect(screen.getByText('Photo 1 added.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Caption of photo 1' })).toBeTruthy();
  });

  it('shows the upload’s progress with a label while it runs', async () => {
    const { container } = renderPhotos({ outcomes: ['hang'] });
    choose(container, jpegFile());
    const bar = await screen.findByRole('progressbar', {}, WAIT);
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('0.4'), WAIT);
    expect(screen.getByText('Uploading photo 1')).toBeTruthy();
  });

  it('a refused upload keeps the photo with the server’s message; Retry sends it again and it is added', async () => {
    const { container, photos, last } = renderPhotos({ outcomes: ['refused'], refusedMessage: 'Too large.' });
    choose(container, jpegFile());
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toBe('Photo 1 could not be uploaded: Too large.');
    expect(lastPhotos(last)).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Retry photo 1' }));
    await waitFor(
      () => expect(lastPhotos(last)).toEqual([{ fileName: storedPhotoName(100), caption: '' }]),
      WAIT,
    );
    expect(photos.uploads).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offline: the photo waits for a connection and is sent on the window’s online event', async () => {
    const { container, photos, last } = renderPhotos({ outcomes: ['offline'] });
    choose(container, jpegFile());
    expect((await screen.findByRole('status', {}, WAIT)).textContent).toContain('waiting for a connection');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(lastPhotos(last)).toHaveLength(1), WAIT);
    await thumbnailsShown(container, 1);
    expect(photos.uploads).toHaveLength(2);
  });

  it('removing a photo discards it on the server and drops it from the answer', async () => {
    const { photos, last, container } = renderPhotos({}, { q17: twoPhotos });
    await thumbnailsShown(container, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(lastPhotos(last)).toEqual([twoPhotos[1]]);
    expect(photos.discarded).toEqual([twoPhotos[0]?.fileName]);
    expect(screen.getByText('Photo 1 removed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(last('q17')).toBeUndefined();
  });

  it('a caption typed is part of the answer, at most 200 characters', async () => {
    const { last, container } = renderPhotos({}, { q17: twoPhotos });
    await thumbnailsShown(container, 2);
    const caption = screen.getByRole('textbox', { name: 'Caption of photo 2' });
    expect(caption.getAttribute('maxlength')).toBe('200');
    fireEvent.change(caption, { target: { value: 'Feed store' } });
    expect(lastPhotos(last)?.[1]).toEqual({ fileName: twoPhotos[1]?.fileName, caption: 'Feed store' });
  });

  it('at the limit no photo can be added, and extra chosen files are left out with a note', async () => {
    const { container, photos, last } = renderPhotos();
    choose(container, jpegFile('a.jpg'), jpegFile('b.jpg'), jpegFile('c.jpg'));
    await waitFor(() => expect(lastPhotos(last)).toHaveLength(2), WAIT);
    await thumbnailsShown(container, 2);
    expect(photos.uploads).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Choose photos' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take a photo' })).toBeNull();
    const group = screen.getByRole('group', { name: 'Question text 17' });
    expect(describedText(group)).toContain('Not every chosen photo was added: the question takes at most 2.');
    expect(describedText(group)).toContain('remove one to add another');
  });

  it('a thumbnail opens the full photo in a dialog, its caption as the image’s text', async () => {
    const { container } = renderPhotos({}, { q17: twoPhotos });
    await thumbnailsShown(container, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('Photo 1')).toBeTruthy();
    expect(await within(dialog).findByRole('img', { name: 'Barn from the south' }, WAIT)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  });

  it('read-only: thumbnails and captions as text, no buttons to add or remove', async () => {
    const { values, container } = renderPhotos({}, { q17: twoPhotos }, true);
    await thumbnailsShown(container, 2);
    expect(screen.getByRole('button', { name: 'Open photo 2' })).toBeTruthy();
    expect(screen.getByText('Barn from the south')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove|Choose|Take/ })).toBeNull();
    expect(values).toEqual([]);
  });

  it('skipped: says why, shows no photos and offers nothing to add', () => {
    const photos = standInPhotoServices({ sendAsChosen: true });
    renderAnswerForm(questionParts('q17', { skipped: true }), { formContext: { photos } });
    const group = screen.getByRole('group', { name: 'Question text 17' });
    expect(describedText(group)).toContain('does not apply because of an earlier answer');
    expect(screen.getByText('No photos')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without photo services (the studio’s preview) photos are shown but none can be added', () => {
    renderAnswerForm(questionParts('q17'));
    expect(screen.queryByRole('button', { name: 'Choose photos' })).toBeNull();
    expect(describedText(screen.getByRole('group', { name: 'Question text 17' }))).toContain(
      'Photos can be added while filling in the questionnaire.',
    );
  });

  it('speaks Polish', () => {
    const photos = standInPhotoServices({ sendAsChosen: true });
    renderAnswerForm(questionParts('q17'), { formContext: { photos }, language: 'pl' });
    expect(screen.getByRole('button', { name: 'Zrób zdjęcie' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wybierz zdjęcia' })).toBeTruthy();
  });
});
