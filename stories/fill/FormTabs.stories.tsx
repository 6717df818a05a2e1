import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FillRights } from '@runtime/fill/fillRights';
import { FormTabs, type FormTab } from '@runtime/fill/navigation/FormTabs';
import { coordinatorRights, farmerRights, fill, manyForms } from './fillNavigation';

interface TabsStoryProps {
  forms: readonly FormTab[];
  rights: FillRights;
  onSelect: (formId: number) => void;
}

/** The form tabs, opened on Welfare, selecting a form as the screen does. */
function TabsStory({ forms, rights, onSelect }: TabsStoryProps) {
  const [selectedId, setSelectedId] = useState(102);
  return (
    <FormTabs
      forms={forms}
      selectedId={selectedId}
      rights={rights}
      onSelect={(formId) => {
        setSelectedId(formId);
        onSelect(formId);
      }}
    />
  );
}

const meta = {
  title: 'Fill screen/Form tabs',
  component: TabsStory,
  args: { forms: fill.forms, rights: farmerRights, onSelect: fn() },
} satisfies Meta<typeof TabsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** Three forms; the submitted General form is locked for a farmer. */
export const Farmer: Story = {};

/** The tabs in Polish. */
export const FarmerPolish: Story = { globals: { language: 'pl' } };

/** A coordinator may open the submitted form's tab. */
export const Coordinator: Story = { args: { rights: coordinatorRights } };

/** Six forms on a phone (375 px): the tabs that do not fit move into the "More forms" menu. */
export const ManyFormsPhone: Story = {
  args: { forms: manyForms },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /^More forms/ })).toBeVisible());
    // The selected form keeps its tab.
    await expect(canvas.getByRole('tab', { name: 'Welfare' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Six forms on a phone, in Polish. */
export const ManyFormsPhonePolish: Story = {
  args: { forms: manyForms },
  globals: { ...PHONE, language: 'pl' },
};

/** Six forms on a desktop (1280 px): every tab fits. */
export const ManyFormsDesktop: Story = {
  args: { forms: manyForms },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Energy use' })).toBeVisible();
  },
};

/** Choosing the Emissions tab selects that form. */
export const SwitchForm: Story = {
  play: async ({ canvasElement, args }) => {
    const tabs = within(within(canvasElement).getByRole('tablist', { name: 'Forms' }));
    await userEvent.click(tabs.getByRole('tab', { name: 'Emissions' }));
    await expect(args.onSelect).toHaveBeenCalledWith(103);
    await waitFor(() =>
      expect(tabs.getByRole('tab', { name: 'Emissions' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(tabs.getByRole('tab', { name: 'Welfare' })).toHaveAttribute('aria-selected', 'false');
  },
};
