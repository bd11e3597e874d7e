/**
 * The tab index of one radio of a group, so the group is one Tab stop (the arrow keys move
 * within it): its checked radio, or its first while none is. Chromium otherwise stops on
 * every radio of a group that has nothing checked yet.
 */
export function radioTabIndex(index: number, checkedIndex: number): 0 | -1 {
  return index === Math.max(checkedIndex, 0) ? 0 : -1;
}
