import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GenerateReportButton } from '../../fill/report/GenerateReportButton';
import { useReportGeneration } from '../../fill/report/useReportGeneration';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  failure: { color: tokens.colorPaletteRedForeground1 },
});

interface ReportNotGeneratedProps {
  questionnaireId: number;
  formDicId: number;
  /** The report was generated: read it again. */
  onGenerated: () => void;
}

/**
 * A submitted form without a stored report. Farmers and experts cannot open a submitted form on the
 * fill screen once they have left it, so its report is generated here, with the side panel's checks.
 */
export function ReportNotGenerated({ questionnaireId, formDicId, onGenerated }: ReportNotGeneratedProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { state, generate } = useReportGeneration(questionnaireId, formDicId);
  const ready = state.phase === 'ready';
  useEffect(() => {
    if (ready) onGenerated();
  }, [ready, onGenerated]);
  return (
    <div className={styles.panel}>
      <Body1 as="p" block role="status">
        {t('reports.empty')}
      </Body1>
      <GenerateReportButton appearance="primary" busy={state.phase === 'busy'} onClick={generate} />
      {state.phase === 'incomplete' && (
        <Body1 as="p" block role="alert">
          {t('fill.report.incomplete')}
        </Body1>
      )}
      {state.phase === 'failed' && (
        <Body1 as="p" block role="alert" className={styles.failure}>
          {state.message}
        </Body1>
      )}
    </div>
  );
}
