import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { FillHeader } from '@runtime/fill/layout/FillHeader';
import { HelpButtons } from '@runtime/fill/layout/HelpButtons';
import { UnsyncedBadge } from '@runtime/fill/offline/UnsyncedBadge';
import { QUESTIONNAIRE_ID } from '@tests/runtime/fill/fillServer';
import { DeviceQueue } from './DeviceQueueStory';

interface HeaderStoryProps {
  title: string;
  unitNumber?: string;
  /** Filled question ids whose answers wait on the device. */
  waiting: readonly number[];
  /** Filled question ids whose kept answers the server refused. */
  refused: readonly number[];
  onClose: () => void;
}

/** The fill screen's header as FillScreen composes it: the unsent badge and the help buttons. */
function HeaderStory({ title, unitNumber, waiting, refused, onClose }: HeaderStoryProps) {
  const [drawerOpen, setDrawerOpen] = useState(true);
  return (
    <DeviceQueue waiting={waiting} refused={refused}>
      <FillHeader
        title={title}
        unitNumber={unitNumber}
        drawerOpen={drawerOpen}
        onToggleDrawer={() => setDrawerOpen(!drawerOpen)}
        onClose={onClose}
      >
        <UnsyncedBadge questionnaireId={QUESTIONNAIRE_ID} />
        <HelpButtons />
      </FillHeader>
    </DeviceQueue>
  );
}

/** The browser says it has no network (navigator.onLine), for this story only. */
function offline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  return () => {
    // The own property goes; the browser's getter on the prototype answers again.
    Reflect.deleteProperty(navigator, 'onLine');
  };
}

const meta = {
  title: 'Fill screen/Fill header',
  component: HeaderStory,
  args: {
    title: 'Animal welfare survey 2026',
    unitNumber: 'PL-0042',
    waiting: [],
    refused: [],
    onClose: fn(),
  },
} satisfies Meta<typeof HeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything sent: no badge. */
export const AllSent: Story = {};

/** Everything sent, in Polish. */
export const AllSentPolish: Story = { globals: { language: 'pl' } };

/** Two answers kept on the device wait to be sent. */
export const Unsent: Story = {
  args: { waiting: [3111, 3112] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Waiting to sync: 2', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Two unsent answers, in Polish. */
export const UnsentPolish: Story = { args: { waiting: [3111, 3112] }, globals: { language: 'pl' } };

/** The server refused one kept answer: a conflict to settle, counted apart. */
export const UnsentWithConflict: Story = {
  args: { waiting: [3111], refused: [3112] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Conflicts to settle: 1', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('Waiting to sync: 2')).toBeVisible();
  },
};

/** Offline, with an unsent answer: the no-network sign beside the count. */
export const Offline: Story = {
  args: { waiting: [3111] },
  beforeEach: offline,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Waiting to sync: 1', {}, { timeout: 5000 });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/No network/);
  },
};

/** Offline in Polish, on a phone (375 px): the title and buttons wrap. */
export const OfflinePhonePolish: Story = {
  args: { waiting: [3111] },
  beforeEach: offline,
  globals: { language: 'pl', viewport: { value: 'phone', isRotated: false } },
};

/** On a desktop (1280 px) with unsent answers. */
export const UnsentDesktop: Story = {
  args: { waiting: [3111, 3112] },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
