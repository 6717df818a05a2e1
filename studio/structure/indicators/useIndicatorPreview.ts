import { computeIndicators } from '@engine/indicators/compute-indicators';
import type { ComputedIndicator } from '@engine/indicators/indicator-source';
import type { StructureDocumentReply } from '@schemas/generated/api/structure-studio';
import type { StructureIndicator, Translations } from '@schemas/generated/structure';
import { useMemo } from 'react';
import { usePreviewAnswers } from '../preview/previewAnswers';
import { previewIndicatorSource } from './previewIndicatorSource';

/** The edited tree computed on the preview's answers; not ok when the computation fails. */
export function useIndicatorPreview(
  reply: StructureDocumentReply,
  formKey: string,
  tree: readonly StructureIndicator[],
  language: keyof Translations,
): { ok: true; items: ComputedIndicator[] } | { ok: false } {
  const answers = usePreviewAnswers()?.kept.byQuestion;
  return useMemo(() => {
    const input = previewIndicatorSource(
      reply.document,
      reply.entities,
      formKey,
      tree,
      answers ?? new Map(),
      language,
    );
    try {
      return { ok: true, items: computeIndicators(input.tree, input.source) };
    } catch {
      return { ok: false };
    }
  }, [reply, formKey, tree, answers, language]);
}
