import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

/**
 * What a screen reader hears while a subform is moved with the keyboard or the mouse: its name and
 * its position, in the interface language (dnd-kit's own texts are English only).
 */
export function subformOrderAnnouncements(
  t: TFunction,
  ids: readonly UniqueIdentifier[],
  nameOf: (id: UniqueIdentifier) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const position = (id: UniqueIdentifier | undefined) => ({
    position: id === undefined ? 0 : ids.indexOf(id) + 1,
    count: ids.length,
  });
  return {
    screenReaderInstructions: { draggable: t('fill.admin.orderInstructions') },
    announcements: {
      onDragStart: ({ active }) => t('fill.admin.orderPickedUp', { name: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t('fill.admin.orderMovedOver', { name: nameOf(active.id), ...position(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('fill.admin.orderDropped', { name: nameOf(active.id), ...position(over.id) })
          : t('fill.admin.orderCancelled', { name: nameOf(active.id) }),
      onDragCancel: ({ active }) => t('fill.admin.orderCancelled', { name: nameOf(active.id) }),
    },
  };
}
