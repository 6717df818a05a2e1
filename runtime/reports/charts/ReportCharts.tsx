import { makeStyles, tokens } from '@fluentui/react-components';
import type { IndicatorResult } from '@schemas/generated/api/indicator';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FigureTexts } from '../model/chartFigures';
import { NARROW_LABEL_LINE_LENGTH, barFigure, radarFigure } from '../model/chartFigures';
import { LABEL_LINE_LENGTH } from '../model/wrapLabel';
import { NARROW_SCREEN, useMediaQuery } from '../../shared/layout/useMediaQuery';
import type { DrillChoice, DrillView } from '../model/drillDown';
import { chooseSubtheme, chooseTheme } from '../model/drillDown';
import type { AverageById } from '../model/reportTree';
import type { ChartImage } from './chartProps';
import { ReportChart } from './ReportChart';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    // One column on a phone, two radars beside each other where there is room.
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  },
});

/** The report's charts, in order, as the PDF takes their pictures. */
export type ChartKey = 'themes' | 'subthemes' | 'indicators';
export const CHART_ORDER: readonly ChartKey[] = ['themes', 'subthemes', 'indicators'];

interface ReportChartsProps {
  view: DrillView;
  averages: AverageById | undefined;
  onChoose: (choice: DrillChoice) => void;
  /** Each chart's picture taker, kept for the PDF; titles too. */
  onImage: (key: ChartKey, title: string, image: ChartImage) => void;
}

const none: readonly IndicatorResult[] = [];

/** The radar of themes, the radar of the theme's subthemes and the bars of the subtheme's indicators. */
export function ReportCharts({ view, averages, onChoose, onImage }: ReportChartsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const texts = useMemo<FigureTexts>(
    () => ({ unit: t('reports.charts.unit'), average: t('reports.charts.average') }),
    [t],
  );
  const subthemes = view.theme?.subIndicators ?? none;
  const indicators = view.subtheme?.subIndicators ?? none;
  // New figures only when their data change: plotly then draws again only the chart that changed.
  const lineLength = useMediaQuery(NARROW_SCREEN) ? NARROW_LABEL_LINE_LENGTH : LABEL_LINE_LENGTH;
  const themesFigure = useMemo(
    () => radarFigure(view.themes, texts, averages, lineLength),
    [view.themes, texts, averages, lineLength],
  );
  const subthemesFigure = useMemo(
    () => radarFigure(subthemes, texts, averages, lineLength),
    [subthemes, texts, averages, lineLength],
  );
  const barsFigure = useMemo(() => barFigure(indicators, texts, averages), [indicators, texts, averages]);
  const titles = {
    themes: t('reports.charts.themes'),
    subthemes: t('reports.charts.subthemes', { name: view.theme?.name ?? '' }),
    indicators: t('reports.charts.indicators', { name: view.subtheme?.name ?? '' }),
  };
  const label = (title: string) => t('reports.charts.label', { title });
  return (
    <div className={styles.grid}>
      <ReportChart
        title={titles.themes}
        hint={t('reports.charts.themesHint')}
        label={label(titles.themes)}
        figure={themesFigure}
        onPointClick={(id) => onChoose(chooseTheme(id))}
        onImage={(image) => onImage('themes', titles.themes, image)}
      />
      {view.theme && (
        <ReportChart
          title={titles.subthemes}
          hint={t('reports.charts.subthemesHint')}
          label={label(titles.subthemes)}
          figure={subthemesFigure}
          onPointClick={(id) => onChoose(chooseSubtheme(view, id))}
          onImage={(image) => onImage('subthemes', titles.subthemes, image)}
        />
      )}
      {view.subtheme && (
        <ReportChart
          title={titles.indicators}
          label={label(titles.indicators)}
          figure={barsFigure}
          onImage={(image) => onImage('indicators', titles.indicators, image)}
        />
      )}
    </div>
  );
}
