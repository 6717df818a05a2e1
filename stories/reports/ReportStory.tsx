import './nodeGlobal';
import type { AverageIndicatorResult, IndicatorResult } from '@schemas/generated/api/indicator';
import { useMemo, useState } from 'react';
import { ReportCharts } from '@runtime/reports/charts/ReportCharts';
import type { DrillChoice } from '@runtime/reports/model/drillDown';
import { drillView } from '@runtime/reports/model/drillDown';
import { averagesById } from '@runtime/reports/model/reportTree';
import { DrillBreadcrumb } from '@runtime/reports/screen/DrillBreadcrumb';

export interface DrillStoryProps {
  /** The form's report, as the server sends it. */
  report: IndicatorResult[];
  /** The averages of units of the same type: a second trace on every chart. */
  averages?: AverageIndicatorResult[];
  /** Where the drill-down starts. */
  choice?: DrillChoice;
}

/**
 * The breadcrumb and the charts as the form report puts them together, with the drill-down kept here:
 * what FormReport shows once its report has loaded, without loading anything.
 */
export function DrillStory({ report, averages, choice: initialChoice = {} }: DrillStoryProps) {
  const [choice, setChoice] = useState<DrillChoice>(initialChoice);
  const view = useMemo(() => drillView(report, choice), [report, choice]);
  const byId = useMemo(() => (averages ? averagesById(averages) : undefined), [averages]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <DrillBreadcrumb view={view} onChoose={setChoice} />
      <ReportCharts view={view} averages={byId} onChoose={setChoice} onImage={() => undefined} />
    </div>
  );
}
