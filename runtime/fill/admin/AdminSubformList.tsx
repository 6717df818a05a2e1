import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { SubformDicItem } from '@schemas/generated/api/structure-admin';
import { useTranslation } from 'react-i18next';
import { SubformButton } from '../navigation/SubformList';
import { AdminItemActions } from './AdminItemActions';
import { subformOrderAnnouncements } from './subformOrderAnnouncements';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  dragging: { boxShadow: tokens.shadow8, position: 'relative', zIndex: 1 },
  // The name takes what the handle and the actions leave, however long.
  button: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  handle: { cursor: 'grab', touchAction: 'none' },
});

export interface AdminSubformListProps {
  /** In their order. */
  subforms: readonly SubformDicItem[];
  selectedId: number | undefined;
  /** A subform whose switch is being saved. */
  busyId?: number;
  /** An order is being saved: nothing more can be moved until it is. */
  moving?: boolean;
  onSelect: (subformId: number) => void;
  onEdit: (subform: SubformDicItem) => void;
  onActiveChange: (subform: SubformDicItem, active: boolean) => void;
  /** A subform was dropped `to` places away from `from` (indexes in `subforms`). */
  onMove: (from: number, to: number) => void;
}

/**
 * Admin mode's subform list: each subform with a drag handle (mouse, touch and keyboard, with what a
 * screen reader hears), its edit button and active switch. A move is saved as swaps of neighbours.
 */
export function AdminSubformList(props: AdminSubformListProps) {
  const { subforms, onMove } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (subforms.length === 0) return <Caption1>{t('fill.subforms.none')}</Caption1>;
  const ids = subforms.map((subform) => subform.id);
  const nameOf = (id: number | string) => subforms.find((subform) => subform.id === id)?.subformName ?? '';
  const accessibility = subformOrderAnnouncements(t, ids, nameOf);

  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.findIndex((id) => id === active.id);
    const to = ids.findIndex((id) => id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  return (
    <nav aria-label={t('fill.subforms.label')}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={accessibility}
        onDragEnd={dropped}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={props.moving}>
          <ul className={styles.list}>
            {subforms.map((subform) => (
              <SortableSubform key={subform.id} subform={subform} {...props} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </nav>
  );
}

function SortableSubform({
  subform,
  selectedId,
  busyId,
  onSelect,
  onEdit,
  onActiveChange,
}: AdminSubformListProps & { subform: SubformDicItem }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: subform.id });
  const name = subform.isActive
    ? subform.subformName
    : t('fill.admin.inactiveName', { name: subform.subformName });
  return (
    <li
      ref={setNodeRef}
      className={mergeClasses(styles.item, isDragging && styles.dragging)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Button
        ref={setActivatorNodeRef}
        className={styles.handle}
        appearance="subtle"
        size="small"
        icon={<ReOrderDotsVerticalRegular />}
        {...attributes}
        {...listeners}
        aria-label={t('fill.admin.orderHandle', { name: subform.subformName })}
      />
      <span className={styles.button}>
        <SubformButton
          name={name}
          selected={subform.id === selectedId}
          onSelect={() => onSelect(subform.id)}
        />
      </span>
      <AdminItemActions
        name={subform.subformName}
        active={subform.isActive}
        busy={busyId === subform.id}
        onEdit={() => onEdit(subform)}
        onActiveChange={(active) => onActiveChange(subform, active)}
      />
    </li>
  );
}
