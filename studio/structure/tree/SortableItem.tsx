import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, makeStyles } from '@fluentui/react-components';
import { ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  // Touch screens scroll instead of dragging unless the handle opts out of touch gestures.
  handle: { touchAction: 'none', cursor: 'grab' },
  dragging: { position: 'relative', zIndex: 1, opacity: 0.85 },
});

interface SortableItemProps {
  id: number;
  index: number;
  name: string;
  children: (handle: ReactNode) => ReactNode;
}

/** One reorderable item: its list entry moves while dragged; only its handle starts a drag. */
export function SortableItem({ id, index, name, children }: SortableItemProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, attributes: { roleDescription: t('structureEditor.reorder.roleDescription') } });
  const handle = (
    <Button
      ref={setActivatorNodeRef}
      appearance="subtle"
      className={styles.handle}
      icon={<ReOrderDotsVerticalRegular />}
      aria-label={t('structureEditor.reorder.handle', { name })}
      {...attributes}
      {...listeners}
    />
  );
  return (
    <li
      ref={setNodeRef}
      // Its place in the list, for tests whose DOM has no layout to measure.
      data-order-index={index}
      className={isDragging ? styles.dragging : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
