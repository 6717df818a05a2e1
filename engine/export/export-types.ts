import type { LocaleCode } from '@schemas/generated/common';
import type { StructureQuestion } from '@schemas/generated/structure';

/** A calendar day, `YYYY-MM-DD`: the export writes it as a date cell, not as text. */
export interface ExportDate {
  date: string;
}

/** One typed spreadsheet cell of an export; null is an empty cell. */
export type ExportValue = string | number | boolean | ExportDate | null;

/** What an answer column holds. */
export type ExportColumnHolds =
  /** The answer itself: the number, text, date, yes/no, the chosen options' codes, or the map geometry as WKT. */
  | 'answer'
  /** The number typed beside one option (choice types with a value). */
  | 'optionValue'
  /** The EEA grid cell code of a map answer. */
  | 'gridCell';

/** One answer column of a form's sheet. */
export interface ExportColumn {
  /** The column's header, unique within the sheet: the question's (or option's) export short name. */
  header: string;
  groupKey: string;
  questionKey: string;
  holds: ExportColumnHolds;
  /** The option whose typed value the column holds (`optionValue` only). */
  optionKey?: string;
}

/** A code and its text in the export's locale: what a choice cell's code means. */
export interface ExportOptionNote {
  code: string;
  text: string;
}

/** The explanation of one answer column on the export's second sheet. */
export interface ExportColumnNote {
  header: string;
  subform: string;
  group: string;
  question: string;
  answerTypeId: StructureQuestion['answerType'];
  holds: ExportColumnHolds;
  options: ExportOptionNote[];
}

/** A form's answer columns, in structure order, with their explanations. */
export interface ExportLayout {
  formKey: string;
  formName: string;
  locale: LocaleCode;
  columns: ExportColumn[];
  notes: ExportColumnNote[];
  /** The form's questions by key: what a row's answers are read against. */
  questions: ReadonlyMap<string, StructureQuestion>;
}

/** A GeoJSON geometry as saved with a map answer. */
export interface ExportGeometry {
  type: string;
  coordinates: unknown;
}

/** One saved answer of a group instance, its question and option named by structure key. */
export interface ExportAnswer {
  questionKey: string;
  optionKey: string | null;
  answer: string | null;
  text: string | null;
  geomAnswer: ExportGeometry | null;
  gridGeomAnswer: ExportGeometry | null;
  /**
   * For a choice among another question's answers (`readsOptionsFromQuestion`): the text of the chosen
   * answer, which `answer` names by its filled question id; null when it is gone.
   */
  referencedText: string | null;
}

/** What an answer kind makes of a question's answers: a cell, or a map geometry the export writes as WKT. */
export type ExportAnswerValue = ExportValue | { geometry: ExportGeometry };
