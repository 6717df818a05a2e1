/**
 * Issue 14 (helper: coverage): export of the type as a structure document, import over it (when it
 * has no questionnaires) or as a new type.
 */
export function TransferButtons(_props: { questionnaireDicId: number }) {
  return null;
}
