import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { NO_ANSWERS, type KeptAnswers } from './keptAnswers';
import { PreviewAnswersContext } from './previewAnswers';
import { PreviewSelectionContext, type PreviewTarget } from './previewSelection';

/**
 * Which question group the preview shows, chosen in the tree (its rows' "Preview" buttons), and the
 * answers typed into it, which the indicator editor's computed tree reads too.
 */
export function PreviewSelectionProvider({ children }: { children: ReactNode }) {
  const [selected, select] = useState<PreviewTarget | undefined>(undefined);
  const [kept, setKept] = useState<KeptAnswers>(NO_ANSWERS);
  const value = useMemo(() => ({ selected, select }), [selected]);
  const answers = useMemo(() => ({ kept, setKept }), [kept]);
  return (
    <PreviewSelectionContext value={value}>
      <PreviewAnswersContext value={answers}>{children}</PreviewAnswersContext>
    </PreviewSelectionContext>
  );
}
