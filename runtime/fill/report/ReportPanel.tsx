import { Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentDataRegular } from '@fluentui/react-icons';
import type { FormListItem } from '@schemas/generated/api/fill';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FilledFormList } from './FilledFormList';
import { GenerateReportButton } from './GenerateReportButton';
import { useReportGeneration } from './useReportGeneration';

/** The report screen of the reports issue; it reads the questionnaire from the session like this one. */
export const REPORT_PATH = '/reports/theme';

/**
 * Whether a form has a report to generate: the server says so (`hasReport`, the form has indicators);
 * without that, every form but the first (the specification's form 1 has none).
 */
export function generatesReport(form: FormListItem, forms: readonly FormListItem[]): boolean {
  return typeof form.hasReport === 'boolean' ? form.hasReport : forms[0]?.id !== form.id;
}

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  failure: { color: tokens.colorPaletteRedForeground1 },
});

interface ReportPanelProps {
  questionnaireId: number;
  formDicId: number;
  /** The form has a report (see generatesReport). */
  generates: boolean;
}

/** Generate and show the selected form's report; a failure is shown in red below the list. */
export function ReportPanel({ questionnaireId, formDicId, generates }: ReportPanelProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { state, generate } = useReportGeneration(questionnaireId, formDicId);
  if (!generates) return null;
  return (
    <section className={styles.panel} aria-label={t('fill.report.title')}>
      <Subtitle2 as="h2">{t('fill.report.title')}</Subtitle2>
      <GenerateReportButton busy={state.phase === 'busy'} onClick={generate} />
      {state.phase === 'ready' && (
        <>
          <Body1 role="status">{t('fill.report.ready')}</Body1>
          <Button
            appearance="primary"
            icon={<DocumentDataRegular />}
            onClick={() => void navigate(`${REPORT_PATH}?formDicId=${formDicId}`)}
          >
            {t('fill.report.show')}
          </Button>
        </>
      )}
      {state.phase === 'incomplete' && (
        <>
          <Body1 as="p" block>
            {t('fill.report.incomplete')}
          </Body1>
          {state.missing.length > 0 && (
            <FilledFormList label={t('fill.report.missing')} forms={state.missing} filled={false} />
          )}
          {state.filled.length > 0 && (
            <FilledFormList label={t('fill.report.filled')} forms={state.filled} filled />
          )}
        </>
      )}
      {state.phase === 'failed' && (
        <Body1 as="p" block role="alert" className={styles.failure}>
          {state.message}
        </Body1>
      )}
    </section>
  );
}
