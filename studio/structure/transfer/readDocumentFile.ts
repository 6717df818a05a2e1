import { isRecord } from '@runtime/shared/api/guards';

/** A chosen file read as a document to send, or why it cannot be one. */
export type DocumentFile =
  | { ok: true; document: Record<string, unknown> }
  | { ok: false; reason: 'readFailed' | 'notDocument' }
  | { ok: false; reason: 'invalidJson'; message: string };

/**
 * Reads and parses a chosen file. Only what JSON itself decides is checked here: whether the document
 * matches the structure schema is the server's to say, with the JSON path of each problem.
 */
export async function readDocumentFile(file: Blob): Promise<DocumentFile> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, reason: 'readFailed' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      reason: 'invalidJson',
      message: error instanceof Error ? error.message : String(error),
    };
  }
  return isRecord(parsed) ? { ok: true, document: parsed } : { ok: false, reason: 'notDocument' };
}
