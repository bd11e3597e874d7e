/**
 * What `bench:renders` puts in the page before its scripts: a stand-in for React DevTools'
 * global hook, which React calls after each commit with the committed tree. For each commit
 * it counts the components React rendered (mounted, or called again: React's PerformedWork
 * flag), and names the components that started a re-render (rendered while their nearest
 * component parent was not). Counts, unlike timings, do not move with the host's load.
 *
 * Runs in the page: plain JavaScript only (it is serialised by playwright's addInitScript).
 */
export interface CommitCount {
  /** performance.now() at the commit. */
  at: number;
  rendered: number;
  mounted: number;
  /** The components that started this commit's re-renders (their names; minified in a production build). */
  starters: string[];
}

export function installCommitCounter(): void {
  const PERFORMED_WORK = 1;
  // Function, class, forwardRef, memo and simple memo components.
  const COMPONENT_TAGS = [0, 1, 11, 14, 15];
  interface Fiber {
    tag: number;
    type: unknown;
    flags: number;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
    return: Fiber | null;
  }
  const nameOf = (type: unknown): string => {
    const t = type as { displayName?: string; name?: string; render?: { displayName?: string; name?: string }; type?: { displayName?: string; name?: string } } | null;
    if (!t) return '?';
    return t.displayName || t.name || t.render?.displayName || t.render?.name || t.type?.displayName || t.type?.name || '?';
  };
  const commits: CommitCount[] = [];
  const seen = new WeakSet<Fiber>();
  let previous = new Set<Fiber>();
  const isComponent = (f: Fiber) => COMPONENT_TAGS.includes(f.tag);
  // A fiber object that was in the last committed tree was not worked on (React reuses it
  // as is); one that was not is new (mounted) or a work-in-progress copy that may have rendered.
  const didRender = (f: Fiber) => !previous.has(f) && (f.alternate === null || !seen.has(f.alternate) || (f.flags & PERFORMED_WORK) !== 0);
  (globalThis as unknown as { __commitCounts: CommitCount[] }).__commitCounts = commits;
  (globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      const now = new Set<Fiber>();
      const count: CommitCount = { at: Math.round(performance.now()), rendered: 0, mounted: 0, starters: [] };
      const stack: Fiber[] = [root.current];
      while (stack.length > 0) {
        const f = stack.pop()!;
        now.add(f);
        if (isComponent(f) && didRender(f)) {
          count.rendered += 1;
          const mounted = f.alternate === null || !seen.has(f.alternate);
          if (mounted) count.mounted += 1;
          let parent = f.return;
          while (parent && !isComponent(parent)) parent = parent.return;
          if (!mounted && !(parent && didRender(parent))) count.starters.push(nameOf(f.type));
        }
        if (f.sibling) stack.push(f.sibling);
        if (f.child) stack.push(f.child);
      }
      for (const f of now) seen.add(f);
      previous = now;
      commits.push(count);
    },
  };
}
