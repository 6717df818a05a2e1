import createPlotlyComponent from 'react-plotly.js/factory';
import { clickedIndicatorId } from '../model/chartFigures';
import type { PlotChartProps } from './chartProps';
import { Plotly } from './plotlyBundle';

const Plot = createPlotlyComponent(Plotly);

/** Pixel size of a chart's picture in the PDF (drawn again at this size, whatever the screen's width). */
const IMAGE_SIZE = { width: 900, height: 560 };

/**
 * The one place that touches plotly: the partial bundle and react-plotly.js's factory. Loaded lazily
 * (ReportChart), so no other screen downloads plotly; the component tests replace this module.
 */
export default function PlotlyChart({ figure, label, onPointClick, onImage }: PlotChartProps) {
  const remember = (_figure: unknown, graphDiv: Readonly<HTMLElement>) => {
    graphDiv.setAttribute('role', 'img');
    graphDiv.setAttribute('aria-label', label);
    onImage(() => Plotly.toImage(graphDiv, { format: 'png', ...IMAGE_SIZE }));
  };
  return (
    <Plot
      data={figure.data}
      layout={figure.layout}
      config={{ displayModeBar: false, responsive: true }}
      useResizeHandler
      style={{ width: '100%' }}
      onInitialized={remember}
      onUpdate={remember}
      onClick={(event) => {
        const id = clickedIndicatorId(event);
        if (id !== undefined) onPointClick?.(id);
      }}
    />
  );
}
