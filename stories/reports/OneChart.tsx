import './nodeGlobal';
import type { AverageIndicatorResult, IndicatorResult } from '@schemas/generated/api/indicator';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportChart } from '@runtime/reports/charts/ReportChart';
import { barFigure, radarFigure } from '@runtime/reports/model/chartFigures';
import { averagesById } from '@runtime/reports/model/reportTree';

export interface OneChartProps {
  /** The radar of the themes, of the first theme's subthemes, or the bars of its first subtheme. */
  kind: 'themes' | 'subthemes' | 'indicators';
  report: IndicatorResult[];
  averages?: AverageIndicatorResult[];
}

/** One chart of the report, its figure made by the app's own figure functions from a report. */
export function OneChart({ kind, report, averages }: OneChartProps) {
  const { t } = useTranslation();
  const texts = useMemo(() => ({ unit: t('reports.charts.unit'), average: t('reports.charts.average') }), [t]);
  const byId = useMemo(() => (averages ? averagesById(averages) : undefined), [averages]);
  const theme = report[0];
  const subtheme = theme?.subIndicators[0];
  const shown = {
    themes: { title: t('reports.charts.themes'), hint: t('reports.charts.themesHint') },
    subthemes: { title: t('reports.charts.subthemes', { name: theme?.name ?? '' }), hint: t('reports.charts.subthemesHint') },
    indicators: { title: t('reports.charts.indicators', { name: subtheme?.name ?? '' }), hint: undefined },
  }[kind];
  const figure = useMemo(() => {
    if (kind === 'themes') return radarFigure(report, texts, byId);
    if (kind === 'subthemes') return radarFigure(theme?.subIndicators ?? [], texts, byId);
    return barFigure(subtheme?.subIndicators ?? [], texts, byId);
  }, [kind, report, theme, subtheme, texts, byId]);
  return (
    <ReportChart
      title={shown.title}
      hint={shown.hint}
      label={t('reports.charts.label', { title: shown.title })}
      figure={figure}
      onImage={() => undefined}
    />
  );
}
