import type { Announcements, DragEndEvent, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderedLevel, StructureList } from '@runtime/shared/structure/data';
import { useMoveBySwaps } from '@runtime/shared/structure/data';
import type { Failure } from './ChangeFailure';
import { SortableItem } from './SortableItem';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
});

interface SortableLevelProps<T extends { id: number }> {
  list: StructureList<T>;
  level: OrderedLevel;
  /** The list's accessible name, e.g. "Questions of Herd". */
  label: string;
  nameOf: (item: T) => string;
  onFailure: (failure: Failure) => void;
  /** One item's row, with the drag handle to place in it. */
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode;
}

/**
 * The items of one level that are ordered by the server's adjacent swaps (subforms, groups, questions,
 * options), reordered by dragging their handle with the pointer or with the keyboard (Space, arrows,
 * Space), with the steps announced to screen readers in the interface language.
 */
export function SortableLevel<T extends { id: number }>({
  list,
  level,
  label,
  nameOf,
  onFailure,
  renderItem,
}: SortableLevelProps<T>) {
  const { t } = useTranslation();
  const styles = useStyles();
  const move = useMoveBySwaps(list, level);
  const [saving, setSaving] = useState(false);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const items = list.data ?? [];
  const ids = items.map((item) => item.id);

  const place = (id: UniqueIdentifier) => {
    const index = ids.indexOf(Number(id));
    const item = items[index];
    return { name: item ? nameOf(item) : String(id), position: index + 1, count: ids.length };
  };
  // dnd-kit reports "over" at every measure, also over the picked-up item itself at once: only a
  // change of place is announced, so "picked up" is not drowned at the start.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return t('structureEditor.reorder.pickedUp', place(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return t('structureEditor.reorder.movedOver', { ...place(over.id), name: place(active.id).name });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('structureEditor.reorder.dropped', { ...place(over.id), name: place(active.id).name })
        : t('structureEditor.reorder.droppedOutside', place(active.id)),
    onDragCancel: ({ active }) => t('structureEditor.reorder.cancelled', place(active.id)),
  };
  const screenReaderInstructions: ScreenReaderInstructions = {
    draggable: t('structureEditor.reorder.instructions'),
  };

  const drop = async ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0 || from === to) return;
    // One move at a time: the next one's swaps must see this one's order on the server.
    setSaving(true);
    try {
      const outcome = await move(from, to);
      if (!outcome.ok)
        onFailure({ title: t('structureEditor.reorder.failed'), message: outcome.failure.message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragEnd={(event) => void drop(event)}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={saving}>
        <ul aria-label={label} aria-busy={saving} className={styles.list}>
          {items.map((item, index) => (
            <SortableItem key={item.id} id={item.id} index={index} name={nameOf(item)}>
              {(handle) => renderItem(item, index, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
