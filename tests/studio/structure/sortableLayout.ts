const ROW_HEIGHT = 40;
const ROW_GAP = 8;

/**
 * jsdom lays nothing out, so @dnd-kit's keyboard sensor would find no item below or above the one it
 * moves. Each reorderable item (marked data-order-index) gets the box of a row of a vertical list.
 */
export function layOutSortableRows(): void {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = this.getAttribute('data-order-index');
    if (index === null) return original.call(this);
    return new DOMRect(0, Number(index) * (ROW_HEIGHT + ROW_GAP), 600, ROW_HEIGHT);
  });
}
