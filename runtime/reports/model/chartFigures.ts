import type { Data, Layout } from 'plotly.js';
import type { IndicatorResult } from '@schemas/generated/api/indicator';
import type { AverageById } from './reportTree';
import { LABEL_LINE_LENGTH, wrapLabel } from './wrapLabel';

/** Radar scale (specification section 9): 0 to 100, a ring every 20. */
export const RADAR_RANGE: [number, number] = [0, 100];
export const RADAR_STEP = 20;
/** The bar chart's value axis ends at this many times the largest value shown. */
export const BAR_HEADROOM = 1.5;

/** The texts of a chart's traces, in the interface language. */
export interface FigureTexts {
  unit: string;
  average: string;
}

/** One chart ready for plotly: its traces and layout. */
export interface Figure {
  data: Data[];
  layout: Partial<Layout>;
}

// Each point carries [indicator id, full name]: the id for drilling down, the name for the hover.
type PointData = [number, string];

const HOVER = '%{customdata[1]}<br>%{fullData.name}: %{r:.2f}<extra></extra>';
const BAR_HOVER = '%{customdata[1]}<br>%{fullData.name}: %{y:.2f}<extra></extra>';
const LAYOUT_BASE: Partial<Layout> = {
  autosize: true,
  height: 380,
  margin: { l: 40, r: 40, t: 30, b: 30 },
  showlegend: true,
  legend: { orientation: 'h', x: 0, y: -0.1 },
  paper_bgcolor: 'rgba(0,0,0,0)',
  font: { family: 'Segoe UI, system-ui, sans-serif', size: 11 },
};

function pointData(nodes: readonly IndicatorResult[]): PointData[] {
  return nodes.map((node) => [node.indicator_dic_id, node.name]);
}

function averageOf(nodes: readonly IndicatorResult[], averages: AverageById): (number | null)[] {
  return nodes.map((node) => averages.get(node.indicator_dic_id)?.scal_value ?? null);
}

/** Pixels a character of an axis label takes (10 px font), for the room beside a radar. */
const LABEL_CHARACTER_WIDTH = 5.5;

/**
 * Room beside the radar for its longest label line: plotly sizes the radar to its domain and lets the
 * labels spill over the edge, where a phone's narrow chart would cut them off.
 */
function radarSideMargin(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.flatMap((label) => label.split('<br>').map((line) => line.length)));
  return Math.min(130, Math.round(15 + LABEL_CHARACTER_WIDTH * longest));
}

// The polygon closes on its first point; that point's data is repeated so a click on it still drills.
function closed<T>(values: readonly T[]): T[] {
  const first = values[0];
  return first === undefined ? [] : [...values, first];
}

/** Radar labels on a phone: shorter lines leave the radar room between its labels. */
export const NARROW_LABEL_LINE_LENGTH = 12;

/**
 * A radar of nodes' scaled values, and with `averages` a second trace of the averages drawn dashed
 * with square markers, so the two read apart without colour. Hover values have two decimals.
 */
export function radarFigure(
  nodes: readonly IndicatorResult[],
  texts: FigureTexts,
  averages?: AverageById,
  lineLength: number = LABEL_LINE_LENGTH,
): Figure {
  const theta = closed(nodes.map((node) => wrapLabel(node.name, lineLength)));
  const customdata = closed(pointData(nodes));
  const data: Data[] = [
    {
      type: 'scatterpolar',
      name: texts.unit,
      r: closed(nodes.map((node) => node.scal_value)),
      theta,
      customdata,
      fill: 'toself',
      mode: 'lines+markers',
      marker: { symbol: 'circle', size: 8 },
      line: { dash: 'solid', width: 2 },
      hovertemplate: HOVER,
    },
  ];
  if (averages) {
    data.push({
      type: 'scatterpolar',
      name: texts.average,
      r: closed(averageOf(nodes, averages)),
      theta,
      customdata,
      mode: 'lines+markers',
      marker: { symbol: 'square-open', size: 9 },
      line: { dash: 'dash', width: 2 },
      hovertemplate: HOVER,
    });
  }
  return {
    data,
    layout: {
      ...LAYOUT_BASE,
      margin: { l: radarSideMargin(theta), r: radarSideMargin(theta), t: 30, b: 30 },
      polar: {
        radialaxis: { range: RADAR_RANGE, dtick: RADAR_STEP, tickformat: '.0f', angle: 90 },
        angularaxis: { tickfont: { size: 10 } },
      },
    },
  };
}

/** The end of the bar chart's value axis: 1.5 × the largest value shown (100 when nothing has one). */
export function barAxisMaximum(values: readonly (number | null)[]): number {
  const largest = Math.max(0, ...values.filter((value): value is number => value !== null));
  return largest > 0 ? largest * BAR_HEADROOM : RADAR_RANGE[1];
}

/** Bars of the indicators' scaled values; the averages as hatched bars beside them. */
export function barFigure(nodes: readonly IndicatorResult[], texts: FigureTexts, averages?: AverageById): Figure {
  const x = nodes.map((node) => wrapLabel(node.name));
  const customdata = pointData(nodes);
  const values = nodes.map((node) => node.scal_value);
  const averageValues = averages ? averageOf(nodes, averages) : [];
  const data: Data[] = [
    {
      type: 'bar',
      name: texts.unit,
      x,
      y: values,
      customdata,
      texttemplate: '%{y:.2f}',
      textposition: 'outside',
      hovertemplate: BAR_HOVER,
    },
  ];
  if (averages) {
    data.push({
      type: 'bar',
      name: texts.average,
      x,
      y: averageValues,
      customdata,
      texttemplate: '%{y:.2f}',
      textposition: 'outside',
      marker: { pattern: { shape: '/', solidity: 0.4 } },
      hovertemplate: BAR_HOVER,
    });
  }
  return {
    data,
    layout: {
      ...LAYOUT_BASE,
      barmode: 'group',
      margin: { l: 40, r: 10, t: 30, b: 90 },
      xaxis: { automargin: true, tickangle: 0, tickfont: { size: 10 } },
      yaxis: { range: [0, barAxisMaximum([...values, ...averageValues])], tickformat: '.0f' },
    },
  };
}

/** The indicator id of a clicked point (its customdata), if any. */
export function clickedIndicatorId(event: { points: readonly { customdata?: unknown }[] }): number | undefined {
  const data = event.points[0]?.customdata;
  const id: unknown = Array.isArray(data) ? data[0] : undefined;
  return typeof id === 'number' ? id : undefined;
}
