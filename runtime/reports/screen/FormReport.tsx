import { Body1, Checkbox, Spinner, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { TableRegular } from '@fluentui/react-icons';
import type { FormListItem } from '@schemas/generated/api/fill';
import type { ReportUnit } from '@schemas/generated/api/indicator';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartImage } from '../charts/chartProps';
import type { ChartKey } from '../charts/ReportCharts';
import { CHART_ORDER, ReportCharts } from '../charts/ReportCharts';
import { useFormAverage, useFormReport } from '../data/useReportData';
import type { DrillChoice } from '../model/drillDown';
import { drillView } from '../model/drillDown';
import { averagesById, hasHiddenAverage } from '../model/reportTree';
import { tableRows } from '../model/tableRows';
import type { ValueRow } from '../model/tableRows';
import { PdfButton } from '../pdf/PdfButton';
import { ValuesTable } from '../table/ValuesTable';
import { DrillBreadcrumb } from './DrillBreadcrumb';
import { ReportNotGenerated } from './ReportNotGenerated';
import { reportPdfRequest } from './reportPdfRequest';

const useStyles = makeStyles({
  report: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  failure: { color: tokens.colorPaletteRedForeground1 },
});

interface FormReportProps {
  questionnaireId: number;
  form: FormListItem;
  unit: ReportUnit | undefined;
}

/** The stored report of one form: loading, failure, none yet, or the charts with their table. */
export function FormReport({ questionnaireId, form, unit }: FormReportProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const report = useFormReport(questionnaireId, form.formDicId);
  const { mutate } = report;
  const reload = useCallback(() => void mutate(), [mutate]);
  const [compare, setCompare] = useState(false);
  const [showTable, setShowTable] = useState(false);
  const [choice, setChoice] = useState<DrillChoice>({});
  const average = useFormAverage(form.formDicId, unit?.unitTypeId, compare);
  const images = useRef(new Map<ChartKey, { title: string; image: ChartImage }>());
  const averages = useMemo(
    () => (compare && average.data ? averagesById(average.data) : undefined),
    [compare, average.data],
  );
  const view = useMemo(() => drillView(report.data ?? [], choice), [report.data, choice]);
  const rows = useMemo(() => tableRows(report.data ?? [], averages), [report.data, averages]);

  if (report.error)
    return (
      <Body1 as="p" block role="alert" className={styles.failure}>
        {t('reports.failed', { message: report.error.message })}
      </Body1>
    );
  if (!report.data) return <Spinner label={t('reports.loading')} />;
  if (report.data.length === 0)
    return (
      <ReportNotGenerated questionnaireId={questionnaireId} formDicId={form.formDicId} onGenerated={reload} />
    );

  const showRow = (row: ValueRow) =>
    setChoice(row.parentId === undefined ? { themeId: row.id } : { themeId: row.parentId, subthemeId: row.id });
  const pdfRequest = () => {
    const shown: ChartKey[] = ['themes'];
    if (view.theme) shown.push('subthemes');
    if (view.subtheme) shown.push('indicators');
    const charts = CHART_ORDER.filter((key) => shown.includes(key)).flatMap((key) => {
      const chart = images.current.get(key);
      return chart ? [chart] : [];
    });
    return reportPdfRequest(t, {
      formName: form.formName,
      unitNumber: unit?.unitNumber ?? '',
      charts,
      rows,
      withAverage: averages !== undefined,
      language: i18n.resolvedLanguage ?? i18n.language,
      date: new Date(),
    });
  };

  return (
    <div className={styles.report}>
      <div className={styles.controls}>
        <Checkbox
          checked={compare}
          disabled={!unit}
          label={t('reports.average.compare', { type: unit?.unitTypeName ?? '' })}
          onChange={(_event, data) => setCompare(data.checked === true)}
        />
        <ToggleButton
          icon={<TableRegular />}
          checked={showTable}
          aria-expanded={showTable}
          onClick={() => setShowTable(!showTable)}
        >
          {showTable ? t('reports.table.hide') : t('reports.table.show')}
        </ToggleButton>
        <PdfButton request={pdfRequest} />
      </div>
      {compare && average.isLoading && <Spinner size="tiny" label={t('reports.average.loading')} />}
      {compare && average.error && (
        <Body1 as="p" block role="alert" className={styles.failure}>
          {t('reports.average.failed', { message: average.error.message })}
        </Body1>
      )}
      {averages && hasHiddenAverage(averages) && (
        <Body1 as="p" block role="note">
          {t('reports.average.hidden')}
        </Body1>
      )}
      <DrillBreadcrumb view={view} onChoose={setChoice} />
      <ReportCharts
        view={view}
        averages={averages}
        onChoose={setChoice}
        onImage={(key, title, image) => {
          images.current.set(key, { title, image });
        }}
      />
      {showTable && <ValuesTable rows={rows} withAverage={averages !== undefined} onShow={showRow} />}
    </div>
  );
}
