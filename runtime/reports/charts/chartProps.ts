import type { Figure } from '../model/chartFigures';

/** Makes a PNG data URL of a rendered chart (for the PDF). */
export type ChartImage = () => Promise<string>;

/** What the plotly edge of a chart gets: everything else is decided before it, in pure functions. */
export interface PlotChartProps {
  figure: Figure;
  /** The chart's name, for assistive technology (the table is its text alternative). */
  label: string;
  /** A point was clicked: the indicator id it stands for. */
  onPointClick?: (indicatorId: number) => void;
  /** The chart is drawn (again): how to take its picture now. */
  onImage: (image: ChartImage) => void;
}
