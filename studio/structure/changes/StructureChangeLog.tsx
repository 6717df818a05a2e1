/** Issue 14 (helper: audit): the type's audit log, filterable by user and date. */
export function StructureChangeLog(_props: { questionnaireDicId: number }) {
  return null;
}
