import { createContext, use, type Dispatch, type SetStateAction } from 'react';
import type { KeptAnswers } from './keptAnswers';

/** The answers typed into the preview, shared with the indicator editor's computed tree (issue 16). */
export interface PreviewAnswers {
  kept: KeptAnswers;
  setKept: Dispatch<SetStateAction<KeptAnswers>>;
}

export const PreviewAnswersContext = createContext<PreviewAnswers | undefined>(undefined);

/** The preview's answers; undefined outside the structure view. */
export function usePreviewAnswers(): PreviewAnswers | undefined {
  return use(PreviewAnswersContext);
}
