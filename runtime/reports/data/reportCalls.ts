import indicatorSchema from '@schemas/api/indicator.schema.json';
import { apiContract } from '@schemas/contract/index';
import { contractCall } from '../../shared/api/contractCall';
import { bundleSchemas } from '../../shared/api/replyCheck';

// The report screen checks its replies with the schema its own chunk carries (no loader elsewhere).
bundleSchemas(indicatorSchema);

function locale(localeId: number): Record<string, string> {
  return { localeDicId: String(localeId) };
}

/** The stored report of one form: themes with subthemes with indicators, names in the language. */
export function reportCall(questionnaireId: number, formDicId: number, localeId: number) {
  return contractCall(apiContract.report, {
    params: { id: questionnaireId },
    query: { formDicId: String(formDicId), ...locale(localeId) },
  });
}

/** The averages of the form's indicators over units of one type (privacy minimum applied by the server). */
export function reportAverageCall(formDicId: number, unitTypeId: number, localeId: number) {
  return contractCall(apiContract.reportAverage, {
    params: { formDicId },
    query: { farmTypeId: String(unitTypeId), ...locale(localeId) },
  });
}

/** The unit the questionnaire is about: its code for the title and PDF, its type for the averages. */
export function reportUnitCall(questionnaireId: number, localeId: number) {
  return contractCall(apiContract.reportUnit, { params: { id: questionnaireId }, query: locale(localeId) });
}
