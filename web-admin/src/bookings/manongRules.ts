/**
 * Spec §5 Assign manongs: at most 2 primary and at most 2 secondary; the secondary picker
 * is disabled until 2 primaries are chosen; a primary cannot also be secondary. The api
 * checks the same (422); these make the dialog refuse before asking.
 */
export const MAX_PER_GROUP = 2;

export const secondaryEnabled = (primary: readonly string[]) => primary.length >= MAX_PER_GROUP;

/** Choices still open to a group: not already in the other, and none once it is full. */
export function optionDisabled(id: string, own: readonly string[], other: readonly string[]): boolean {
  if (other.includes(id)) return true;
  return !own.includes(id) && own.length >= MAX_PER_GROUP;
}

/** Why the chosen team cannot be saved, by the api's field names; empty when it can. */
export function assignmentProblems(primary: readonly string[], secondary: readonly string[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (primary.length === 0) problems.primaryManongs = 'Choose at least one primary manong.';
  if (primary.length > MAX_PER_GROUP) problems.primaryManongs = `At most ${MAX_PER_GROUP} primary manongs.`;
  if (secondary.length > MAX_PER_GROUP) problems.secondaryManongs = `At most ${MAX_PER_GROUP} secondary manongs.`;
  if (secondary.length > 0 && !secondaryEnabled(primary)) problems.secondaryManongs = `Choose ${MAX_PER_GROUP} primary manongs first.`;
  if (secondary.some((id) => primary.includes(id))) problems.secondaryManongs = 'A primary manong cannot also be secondary.';
  return problems;
}

/** Whether the new team differs from the one assigned (order does not matter). */
export function teamChanged(before: { primary: readonly string[]; secondary: readonly string[] }, after: { primary: readonly string[]; secondary: readonly string[] }): boolean {
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));
  return !same(before.primary, after.primary) || !same(before.secondary, after.secondary);
}
