import { Body1, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlotChartProps } from './chartProps';

// plotly is a chunk of its own, fetched when the first chart of the report screen is drawn.
const PlotlyChart = lazy(() => import('./PlotlyChart'));

const useStyles = makeStyles({
  figure: {
    margin: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
  },
  title: { margin: 0, overflowWrap: 'anywhere' },
  plot: { minHeight: '380px', minWidth: 0 },
});

interface ReportChartProps extends PlotChartProps {
  title: string;
  /** Says what a click on a point does, when it does something. */
  hint?: string;
}

/** One chart of the report with its title; the plot itself is loaded lazily. */
export function ReportChart({ title, hint, ...plot }: ReportChartProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <figure className={styles.figure}>
      <figcaption>
        <Subtitle2 as="h2" className={styles.title}>
          {title}
        </Subtitle2>
        {hint !== undefined && <Body1 block>{hint}</Body1>}
      </figcaption>
      <div className={styles.plot}>
        <Suspense fallback={<Spinner size="small" label={t('reports.loadingCharts')} />}>
          <PlotlyChart {...plot} />
        </Suspense>
      </div>
    </figure>
  );
}
