/**
 * What the indicator computation reads, in the engine's own terms so that the server (database rows),
 * the studio's preview (answers typed into the preview) and tests all feed it the same way.
 */

/** One input of a leaf indicator: a question whose answers make (part of) the value. */
export interface IndicatorInputDefinition {
  /** The question's dictionary id (structure id; the same for every group instance). */
  questionId: number;
  /** Weight among the leaf's inputs; 1 when not given. */
  weight?: number;
  /** Number questions: the answer scaled between min (0) and max (100), clamped. */
  min?: number;
  max?: number;
  /** Number questions: false turns the scale round (a high answer is bad). Default true. */
  higherIsBetter?: boolean;
}

/** A theme, subtheme or indicator: a leaf when it has inputs and no children. */
export interface IndicatorDefinition {
  /** The indicator's structure id (indicator_dic_id of the report). */
  id: number;
  name: string;
  /** Weight among its siblings in the parent's mean; 1 when not given. */
  weight?: number;
  inputs: readonly IndicatorInputDefinition[];
  children: readonly IndicatorDefinition[];
}

/** The structure of a question an input reads. */
export interface IndicatorQuestion {
  questionId: number;
  answerTypeDicId: number;
  /** The question's own bounds, used when the input gives none. */
  min?: number | null;
  max?: number | null;
  /** Answer options with their scores (0 worst … 1 best); an option without a score reads as missing. */
  options: readonly { id: number; score?: number | null }[];
}

/** One saved answer row of a question in one group instance. */
export interface IndicatorAnswer {
  /** Which group instance (filled question list) the row belongs to. */
  instanceId: number;
  /** The chosen option, for choice questions. */
  answerListId?: number | null;
  /** The typed value (a number as text with either decimal mark), or an option's typed value. */
  answer?: string | null;
}

/** Everything the computation reads besides the tree. */
export interface IndicatorSource {
  questions: ReadonlyMap<number, IndicatorQuestion>;
  /** Saved answer rows by question id; a skipped question has none (its answers are deleted). */
  answers: ReadonlyMap<number, readonly IndicatorAnswer[]>;
}

/** A computed theme, subtheme or indicator, children nested in the order of the definition. */
export interface ComputedIndicator {
  id: number;
  name: string;
  /** The number answered, for a leaf reading one number question; otherwise equal to scaledValue. */
  value: number | null;
  /** 0–100, 100 best; null when none of the answers it reads is given. */
  scaledValue: number | null;
  children: ComputedIndicator[];
}
