import { h } from './dom.js';

/**
 * A table of first rows as MUI's small table in a card draws it (react-admin's DataTable,
 * StaffTable.tsx), styled by firstTable.css: the headings, then a row of cells each.
 */
export function firstTable(labels: string[], rows: (Node | string)[][], kind: string): HTMLElement {
  return h(
    'div',
    { class: `first-table ${kind}` },
    h(
      'table',
      {},
      h('thead', {}, h('tr', {}, ...labels.map((label) => h('th', {}, label)))),
      h('tbody', {}, ...rows.map((cells) => h('tr', {}, ...cells.map((cell) => h('td', {}, cell))))),
    ),
  );
}
