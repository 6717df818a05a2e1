/** Issue 14 (helper: coverage): the engine's structure reference check on the type. */
export function StructureProblems(_props: { questionnaireDicId: number }) {
  return null;
}
