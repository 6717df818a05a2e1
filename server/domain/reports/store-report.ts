import type { Db } from '../../data/database';
import { indicatorRepository } from '../../data/repositories/indicator-repository';
import { writeIndicatorSnapshot } from '../../data/repositories/indicator-snapshot-repository';
import { AppError } from '../app-error';

/**
 * Computes one form's indicators of a questionnaire from its saved answers and replaces the form's
 * stored snapshot, in one transaction, once the form may have a report: REPORT_NOT_AVAILABLE for a
 * form without indicators, REPORT_FORM_NOT_SUBMITTED while the questionnaire's form is not submitted.
 * Whether the caller may is decided before (generateReport).
 */
export async function storeReport(db: Db, questionnaireId: number, formId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await indicatorRepository(tx).lockFilledForm(questionnaireId, formId);
    const state = await indicatorRepository(tx).formReportState(questionnaireId, formId);
    if (!state.hasReport || state.indicatorCount === 0) throw new AppError('REPORT_NOT_AVAILABLE');
    if (state.submitted !== true) throw new AppError('REPORT_FORM_NOT_SUBMITTED');
    await writeIndicatorSnapshot(tx, questionnaireId, formId);
  });
}
