/**
 * The console's library code in fewer files than Rolldown's one chunk per set of
 * importers (a console page asked for ~45 files, the bookings page ~90, each a request
 * and a preload link):
 * - 'base': the libraries the sign-in page's entry imports (React, emotion, MUI's parts
 *   of its form), one file the console shares;
 * - 'lib': the other libraries, still split by the set of entries and lazy screens that
 *   use them (so the sign-in page never loads react-admin and a screen only what it
 *   needs), but with the sets smaller than `mergeBelow` bytes merged into a neighbour.
 * The app's own modules keep Rolldown's splitting, so each screen keeps its lazy chunk.
 */
import type { Plugin, Rolldown } from 'vite';

type ModuleInfo = NonNullable<ReturnType<Rolldown.ChunkingContext['getModuleInfo']>>;
type CodeSplittingGroup = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups'];

/**
 * The modules `entry` loads without a dynamic import, not counting react-admin's packages:
 * their index modules re-export all of react-admin (following them put all of it in the
 * sign-in page's file); the theme's defaults and the messages it does use fall to 'lib'.
 */
function staticClosure(entry: string, info: (id: string) => ModuleInfo | null): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || REACT_ADMIN.test(id)) return;
    found.add(id);
    for (const imported of info(id)?.importedIds ?? []) visit(imported);
  };
  visit(entry);
  return found;
}

const REACT_ADMIN = /[\\/]node_modules[\\/](react-admin|ra-[^\\/]+)[\\/]/;
const LIBRARY = /[\\/]node_modules[\\/]/;

/**
 * `signInEntry`: the sign-in page's entry module's id (an absolute path); `firstPaintEntries`:
 * those of the entries that draw a screen's first rows before the console's scripts
 * (src/firstPaint/), whose own modules (texts, formats) go in one 'firstPaint' file: the
 * rows wait for one request instead of ten, and the console imports the same file. The
 * rows' own builders in it cost every console page about 4 KB gzip; grouping only what
 * the console's entry loads too left the rows waiting for 6 (bookings) to 9 (a manong's)
 * files.
 */
export function libraryGroups(signInEntry: string, mergeBelow: number, firstPaintEntries: string[] = []): CodeSplittingGroup {
  let signIn: Set<string> | undefined;
  let firstPaint: Set<string> | undefined;
  return [
    {
      debugName: 'firstPaint',
      priority: 3,
      name(id, ctx) {
        firstPaint ??= new Set(firstPaintEntries.flatMap((entry) => [...staticClosure(entry, (m) => ctx.getModuleInfo(m))]));
        return !LIBRARY.test(id) && firstPaint.has(id) && !firstPaintEntries.includes(id) ? 'firstPaint' : null;
      },
    },
    {
      debugName: 'base',
      priority: 2,
      name(id, ctx) {
        signIn ??= staticClosure(signInEntry, (m) => ctx.getModuleInfo(m));
        return LIBRARY.test(id) && signIn.has(id) ? 'base' : null;
      },
    },
    { name: 'lib', test: LIBRARY, priority: 1, entriesAware: true, entriesAwareMergeThreshold: mergeBelow },
  ];
}

/**
 * Fails the build when chunks import each other in a circle. Sets of libraries merged into
 * a neighbour (`mergeBelow`) can do that, and then a module may run before one it needs
 * (a bookings list with its dialogs split off got "require_inflection is not a function"
 * and a blank console at 20 kB): a changed `mergeBelow` or screen shows it here, not in
 * a browser.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'no-chunk-cycles',
    generateBundle(_, bundle) {
      const imports = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item.imports] as const] : [])));
      const done = new Set<string>();
      const visit = (file: string, path: string[]): void => {
        const seen = path.indexOf(file);
        if (seen >= 0) this.error(`chunks import each other in a circle: ${[...path.slice(seen), file].join(' -> ')}`);
        if (done.has(file)) return;
        for (const imported of imports.get(file) ?? []) visit(imported, [...path, file]);
        done.add(file);
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
}
