import { useEffect, useRef, useState } from 'react';
import { useApi } from '../shared/api/apiContext';
import { ABORTED } from '../shared/api/envelope';
import { saveFile } from '../shared/api/saveFile';
import { exportCall } from './exportCalls';
import type { ExportFormat } from './exportChoice';

/** Where an export stands (specification section 4): idle, loading, saved, empty (417) or failed. */
export type ExportState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'saved'; fileName: string }
  | { status: 'empty' }
  /** `serverMessage`: a refused request's (400) own explanation, in the interface language. */
  | { status: 'failed'; serverMessage?: string };

/** The name of a file whose reply names none: a zip for CSV files and whenever the photos come too. */
export function fallbackFileName(format: ExportFormat, photos = false): string {
  return format === 'csv' || photos ? 'export.zip' : 'export.xlsx';
}

/**
 * Runs an export: the file's reply saved as a download under the name the server gave, or the state
 * that says why not. `cancel` aborts the request (the server then stops reading); leaving the screen
 * does too.
 */
export function useExportDownload() {
  const api = useApi();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  async function start(query: Record<string, string>, format: ExportFormat, photos = false): Promise<void> {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'loading' });
    const result = await api.download(exportCall(query, controller.signal));
    // Cancelled (or replaced by another export): that one's state is already set.
    if (controller.signal.aborted || running.current !== controller) return;
    running.current = null;
    if (result.ok) {
      const fileName = result.fileName ?? fallbackFileName(format, photos);
      saveFile(result.blob, fileName);
      setState({ status: 'saved', fileName });
    } else if (result.status === 417) {
      setState({ status: 'empty' });
    } else if (result.error !== ABORTED) {
      setState(
        result.status === 400 ? { status: 'failed', serverMessage: result.message } : { status: 'failed' },
      );
    }
  }

  function cancel(): void {
    running.current?.abort();
    running.current = null;
    setState({ status: 'idle' });
  }

  /** Back to idle (a message read, the choice changed). */
  function reset(): void {
    if (!running.current) setState({ status: 'idle' });
  }

  return { state, start, cancel, reset };
}
