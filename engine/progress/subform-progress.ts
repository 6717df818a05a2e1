export interface SubformProgress {
  completedGroups: number;
  totalGroups: number;
  /** Every group complete (a subform without groups is not: nothing in it is filled). */
  complete: boolean;
}

/** Completed groups out of all groups of a subform; complete when all of them are. */
export function subformProgress(groups: readonly { complete: boolean }[]): SubformProgress {
  const completedGroups = groups.filter((group) => group.complete).length;
  return {
    completedGroups,
    totalGroups: groups.length,
    complete: groups.length > 0 && completedGroups === groups.length,
  };
}
