import type { QuestionnaireStructure } from '@schemas/generated/structure';

/** Saves the document as `<key>.json` through the browser's download, indented for people to read. */
export function downloadDocument(structure: QuestionnaireStructure): void {
  const blob = new Blob([`${JSON.stringify(structure, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${structure.key}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference to the data once started; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
