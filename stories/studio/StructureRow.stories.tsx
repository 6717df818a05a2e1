import { Body1 } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StructureRow } from '@studio/structure/tree/StructureRow';

const meta = {
  title: 'Studio/Structure row',
  component: StructureRow,
  args: {
    name: 'Number of cows',
    details: 'Q42 · Integer',
    active: true,
    onActiveChange: fn(async () => undefined),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof StructureRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A question's row: name, details, active switch, edit and delete. */
export const Question: Story = {};

/** An inactive item: greyed name and the "Inactive" badge. */
export const Inactive: Story = { args: { name: 'Grazing days', active: false } };

/** A row whose level below opens on demand, with its add action. */
export const WithChildren: Story = {
  args: {
    name: 'Breed',
    details: 'Q41 · Single choice',
    add: { label: 'Add an answer option to Breed', onClick: fn() },
    renderChildren: () => <Body1>Holstein, Jersey, Other</Body1>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show the contents of Breed' }));
    await expect(canvas.getByText('Holstein, Jersey, Other')).toBeInTheDocument();
  },
};

/** The switch saves the new state; the row calls back with it. */
export const SwitchedOff: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: /Number of cows/ }));
    await expect(args.onActiveChange).toHaveBeenCalledWith(false);
  },
};

/** A long name in Polish on a 375 px phone: the actions wrap below it, nothing scrolls sideways. */
export const LongNameInPolishOnPhone: Story = {
  args: {
    name: 'Liczba krów mlecznych utrzymywanych w gospodarstwie w dniu 1 stycznia roku sprawozdawczego',
    details: 'Q42 · Liczba całkowita',
  },
  globals: { language: 'pl', viewport: { value: 'phone', isRotated: false } },
};
