import type { SavedAnswer } from '@schemas/generated/answers';

/** A latitude/longitude box, inclusive. */
export interface GeoBounds {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** The specification's country bounds (Poland): latitude 48 to 55, longitude 13 to 25. */
export const defaultCountryBounds: GeoBounds = {
  minLatitude: 48,
  maxLatitude: 55,
  minLongitude: 13,
  maxLongitude: 25,
};

/** An answer of another question offered as an option (answer type 13). */
export interface AnswerAsOption {
  id: number;
  answer: string;
}

/**
 * What the rules need besides the group itself. Everything that changes with time or with other
 * parts of the questionnaire is passed in, so the engine stays a pure function.
 */
export interface FillContext {
  /** Today as yyyy-MM-dd in the user's time zone: dates after it are refused. */
  today: string;
  /** Form names by form dictionary id, for the recommended-forms note of a question. */
  formNames?: Readonly<Record<number, string>>;
  /** Saved answers of questions outside the group, by question dictionary id (bounds, dependent options). */
  externalAnswers?: Readonly<Record<number, readonly SavedAnswer[]>>;
  /** Options of type-13 questions, by the dictionary id of the question whose answers they are. */
  answersAsOptions?: Readonly<Record<number, readonly AnswerAsOption[]>>;
  countryBounds?: GeoBounds;
}
