import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { everyAnswerTypeGroup } from '@tests/fixtures/fill-group';
import { jpegFile, storedPhotoName } from '@tests/fixtures/photos';
import { CannedUpload } from '../../support/cannedUpload';
import { SAVED_AT_SHOWN, questionServer } from './support/questionServer';
import { cards, renderGroup } from './support/renderGroup';

const WAIT = { timeout: 5_000 };

/** The group's one card. */
function photoCard(): HTMLElement {
  const [only] = cards();
  if (!only) throw new Error('no card');
  return only;
}
const NAME = storedPhotoName(3);

/** The fixture group's photo question alone (filled question 1017, at most 2 photos). */
function photoGroup(): GroupInstance {
  const group = everyAnswerTypeGroup();
  return { ...group, questionList: group.questionList.filter((question) => question.answerTypeDicId === 17) };
}

beforeEach(() => {
  CannedUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', CannedUpload);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a photo question on the fill screen', () => {
  it('uploads to its filled question and saves the answer at once, not after the 1000 ms pause', async () => {
    const group = photoGroup();
    const server = questionServer(group);
    renderGroup(group);
    const input = photoCard().querySelector('input[data-photo-input="files"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [jpegFile()] } });
    await waitFor(() => expect(CannedUpload.sent).toHaveLength(1), WAIT);
    const upload = CannedUpload.sent[0]!;
    expect(upload.url).toBe('/api/secured/photo/upload/1017');
    upload.answer(200, {
      success: true,
      data: { fileName: NAME, contentType: 'image/jpeg', byteSize: 269, width: 16, height: 12 },
    });
    const answered = Date.now();
    await waitFor(() => expect(server.saves()).toHaveLength(1), WAIT);
    expect(Date.now() - answered).toBeLessThan(900);
    expect(server.saves()[0]).toMatchObject({ id: 1017, answerTypeDicId: 17, answers: [{ answer: NAME }] });
    await waitFor(
      () => expect(within(photoCard()).getByRole('status').textContent).toBe(`Saved ${SAVED_AT_SHOWN}`),
      WAIT,
    );
    expect(within(photoCard()).getByRole('button', { name: 'Open photo 1' })).toBeTruthy();
  });

  it('read-only fill shows the saved photos and their captions, the thumbnails fetched with the token', async () => {
    const group = photoGroup();
    const withPhoto: GroupInstance = {
      ...group,
      questionList: group.questionList.map((question) => ({
        ...question,
        answers: [{ id: 1, answer: NAME, text: 'Barn', date: '2026-06-15T10:20:00' }],
      })),
    };
    const server = questionServer(withPhoto);
    renderGroup(withPhoto, { readOnly: true });
    expect(screen.getByText('Barn')).toBeTruthy();
    // The stand-in server has no such photo: the request is what counts here.
    await waitFor(() => expect(server.to(`GET /api/secured/photo/${NAME}/thumbnail`)).toHaveLength(1), WAIT);
    expect(server.to(`GET /api/secured/photo/${NAME}/thumbnail`)[0]?.headers.get('Authorization')).toBe(
      'Bearer token',
    );
    expect(within(photoCard()).getByRole('button', { name: 'Open photo 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose photos' })).toBeNull();
  });
});
