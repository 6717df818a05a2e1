import { useEffect } from 'react';
import type { PlotChartProps } from '@runtime/reports/charts/chartProps';

/** A 1×1 PNG, the picture the fake chart gives the PDF. */
export const FAKE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function pointsOf(trace: unknown): { id: number; name: string; value: unknown }[] {
  if (typeof trace !== 'object' || trace === null || !('customdata' in trace)) return [];
  const data = Array.isArray(trace.customdata) ? trace.customdata : [];
  const values: unknown[] = 'r' in trace && Array.isArray(trace.r) ? trace.r : 'y' in trace && Array.isArray(trace.y) ? trace.y : [];
  const seen = new Set<number>();
  return data.flatMap((point: unknown, index) => {
    if (!Array.isArray(point) || typeof point[0] !== 'number' || seen.has(point[0])) return [];
    seen.add(point[0]);
    return [{ id: point[0], name: String(point[1]), value: values[index] }];
  });
}

/**
 * Stands in for the plotly edge in jsdom (plotly does not draw there): each trace is a list named by
 * the trace, each point a button named by its indicator, as a click on a plotly point would act.
 */
export default function FakePlotlyChart({ figure, label, onPointClick, onImage }: PlotChartProps) {
  useEffect(() => {
    onImage(() => Promise.resolve(FAKE_PNG));
  }, [figure, onImage]);
  return (
    <div role="img" aria-label={label} data-kind={figure.data[0]?.type}>
      {figure.data.map((trace, index) => (
        <ul key={index} aria-label={String(trace.name)}>
          {pointsOf(trace).map((point) => (
            <li key={point.id}>
              <button type="button" onClick={() => onPointClick?.(point.id)}>
                {point.name}
              </button>
              <span>{point.value === null ? 'none' : String(point.value)}</span>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
