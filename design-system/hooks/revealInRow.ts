/**
 * Scrolls a row that scrolls sideways (tabs on a phone) by the least amount from its start that
 * shows `item` whole: the same result whenever it runs. The row must be the item's offset parent
 * (positioned) or start where it does.
 */
export function revealInRow(row: HTMLElement, item: HTMLElement): void {
  const overflow = item.offsetLeft + item.offsetWidth - row.clientWidth;
  row.scrollLeft = overflow > 0 ? Math.min(item.offsetLeft, overflow) : 0;
}
