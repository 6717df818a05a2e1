import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { standInPhotoServices, twoPhotos } from '@tests/fixtures/photos';
import { expectNoSidewaysScroll } from '../lists/listPlay';
import { storyTexts } from '../maps/map-story-steps';
import { QuestionStory } from './QuestionStory';
import { expectValue, inPolish } from './story-groups';

const QUESTION_17 = 'Question text 17';
const WAIT = { timeout: 10_000 };

const meta = {
  title: 'Widgets/Photos (type 17)',
  component: QuestionStory,
  args: { questionKey: 'q17', photos: standInPhotoServices() },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A photo as a phone's camera takes it: 4000 × 3000 px (12 MP), drawn here and encoded as JPEG. */
async function cameraPhoto(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 4000;
  canvas.height = 3000;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  const gradient = context.createLinearGradient(0, 0, 4000, 3000);
  gradient.addColorStop(0, '#2e7d32');
  gradient.addColorStop(1, '#f9a825');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 4000, 3000);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('no JPEG');
  return new File([blob], 'IMG_0001.jpg', { type: 'image/jpeg' });
}

function filesInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector('input[data-photo-input="files"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

/** The thumbnails drawn (their images loaded). */
async function expectThumbnails(canvasElement: HTMLElement, count: number): Promise<void> {
  await waitFor(() => {
    const images = [...canvasElement.querySelectorAll<HTMLImageElement>('button img')];
    expect(images.filter((image) => image.complete && image.naturalWidth > 0)).toHaveLength(count);
  }, WAIT);
}

/** No photo yet: the camera and file buttons and the limit. */
export const Empty: Story = {};

/** Two photos, one with a caption: thumbnails, captions to edit, removal; the limit (2) is reached. */
export const WithPhotos: Story = {
  args: { values: { q17: twoPhotos } },
  play: async ({ canvasElement }) => {
    await expectThumbnails(canvasElement, 2);
  },
};

const added = standInPhotoServices();
/**
 * A camera-sized photo chosen: it is downscaled in the browser (at most 2048 px a side, JPEG) before
 * its upload, then shown as a thumbnail and named in the answer.
 */
export const AddPhoto: Story = {
  args: { photos: added },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await userEvent.upload(filesInput(canvasElement), await cameraPhoto());
    await expectThumbnails(canvasElement, 1);
    await expectValue(
      canvasElement,
      '[{"fileName":"00000000-0000-4000-8000-000000000100.jpg","caption":""}]',
    );
    const sent = added.uploads.at(-1)?.photo;
    if (!sent) throw new Error('nothing uploaded');
    expect(sent.type).toBe('image/jpeg');
    const bitmap = await createImageBitmap(sent);
    expect({ width: bitmap.width, height: bitmap.height }).toEqual({ width: 2048, height: 1536 });
    await userEvent.type(
      within(canvasElement).getByRole('textbox', { name: t('widgets.photo.caption', { number: 1 }) }),
      'Yard',
    );
    await expectValue(
      canvasElement,
      '[{"fileName":"00000000-0000-4000-8000-000000000100.jpg","caption":"Yard"}]',
    );
  },
};

/** An upload under way: the photo's preview and a labelled progress bar. */
export const Uploading: Story = {
  args: { photos: standInPhotoServices({ outcomes: ['hang', 'hang', 'hang'] }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await userEvent.upload(filesInput(canvasElement), await cameraPhoto());
    // First made ready (downscaled), then sent: 40 % of it in this stand-in.
    await waitFor(async () => {
      const bar = within(canvasElement).getByRole('progressbar');
      await expect(bar).toHaveAccessibleName(t('widgets.photo.uploading', { number: 1 }));
      await expect(bar).toHaveAttribute('aria-valuenow', '0.4');
    }, WAIT);
  },
};

const refusedOnce = standInPhotoServices({ outcomes: ['refused'] });
/** The server refused the upload: its message and a retry, which then succeeds. */
export const FailedWithRetry: Story = {
  args: { photos: refusedOnce },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.upload(filesInput(canvasElement), await cameraPhoto());
    const alert = await canvas.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('The photo is larger than the server accepts.');
    await userEvent.click(canvas.getByRole('button', { name: t('widgets.photo.retryPhoto', { number: 1 }) }));
    await expectThumbnails(canvasElement, 1);
    expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** No connection: the photo waits on the card and is sent once the device is online again. */
export const WaitingForConnection: Story = {
  args: { photos: standInPhotoServices({ outcomes: ['offline', 'offline', 'offline'] }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await userEvent.upload(filesInput(canvasElement), await cameraPhoto());
    const status = await within(canvasElement).findByRole('status', {}, WAIT);
    expect(status.textContent).toBe(t('widgets.photo.waiting', { number: 1 }));
  },
};

/** A saved answer that cannot be changed: thumbnails and captions; a thumbnail opens the photo. */
export const ReadOnly: Story = {
  args: { values: { q17: twoPhotos }, readOnly: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expectThumbnails(canvasElement, 2);
    expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('widgets.photo.open', { number: 1 }) }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, WAIT);
    const photo = await within(dialog).findByRole('img', { name: 'Barn from the south' }, WAIT);
    await waitFor(() => expect(photo instanceof HTMLImageElement && photo.naturalWidth > 0).toBe(true), WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: t('widgets.photo.close') }));
  },
};

/** Skipped by an earlier answer: says why, nothing to add. */
export const Skipped: Story = {
  args: { skipped: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(within(canvasElement).getByRole('group', { name: QUESTION_17 })).toHaveAccessibleDescription(
      expect.stringContaining(t('widgets.skipped')),
    );
    expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Two captioned photos on a 375 px phone: the rows wrap, nothing scrolls sideways. */
export const Phone: Story = {
  args: {
    values: {
      q17: [
        {
          fileName: twoPhotos[0]?.fileName ?? '',
          caption: 'Barn from the south, with the new roof and the feed store',
        },
        { fileName: twoPhotos[1]?.fileName ?? '', caption: '' },
      ],
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectThumbnails(canvasElement, 2);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A refused upload on a 375 px phone, in Polish: the message wraps beside the preview, nothing sideways. */
export const FailedPhonePl: Story = {
  name: 'Failed, phone (pl)',
  args: {
    photos: standInPhotoServices({
      outcomes: ['refused', 'refused', 'refused'],
      refusedMessage: 'Zdjęcie jest większe, niż przyjmuje serwer (najwyżej 10 MB).',
    }),
  },
  globals: { language: 'pl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await userEvent.upload(filesInput(canvasElement), await cameraPhoto());
    await within(canvasElement).findByRole('alert', {}, WAIT);
    expect(
      within(canvasElement).getByRole('button', { name: t('widgets.photo.retryPhoto', { number: 1 }) }),
    ).toBeTruthy();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** The camera and file buttons on a 375 px phone, in Polish. */
export const EmptyPhonePl: Story = {
  name: 'Empty, phone (pl)',
  globals: { language: 'pl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const EmptyPl = inPolish('Empty', Empty);
export const WithPhotosPl = inPolish<Story>('With Photos', { args: WithPhotos.args });
export const ReadOnlyPl = inPolish<Story>('Read Only', { args: ReadOnly.args });
export const SkippedPl = inPolish<Story>('Skipped', { args: Skipped.args });
