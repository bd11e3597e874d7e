import { useListContext } from 'react-admin';
import { useHandOverFirstRows } from '../layout/skeleton.js';

/**
 * Rendered inside a list (its actions): once the page has loaded, the rows index.html drew
 * before the scripts go in the commit that draws the list's own (firstPaint/bookingRows.ts).
 * Not in layout/skeleton.ts: the layout's chunk would then load react-admin's list code
 * on every screen.
 */
export function ListHandOver() {
  useHandOverFirstRows(!useListContext().isPending);
  return null;
}
