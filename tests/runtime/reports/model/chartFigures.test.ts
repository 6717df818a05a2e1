import type { PlotData } from 'plotly.js';
import {
  barAxisMaximum,
  barFigure,
  clickedIndicatorId,
  radarFigure,
} from '@runtime/reports/model/chartFigures';
import { averagesById } from '@runtime/reports/model/reportTree';
import { sampleAverages, sampleReport } from '../reportFixtures';

const texts = { unit: 'This unit', average: 'Average' };

function theme(name: string) {
  return { indicator_dic_id: 9, name, value: 50, scal_value: 50, subIndicators: [] };
}

function trace(value: unknown): Partial<PlotData> {
  if (typeof value !== 'object' || value === null) throw new Error('no trace');
  return value;
}

describe('report chart figures', () => {
  it('draws a closed radar on a 0–100 scale with a ring every 20 and hover values with two decimals', () => {
    const figure = radarFigure(sampleReport(), texts);
    const unit = trace(figure.data[0]);
    expect(unit.r).toEqual([55.5, 41.25, 55.5]);
    expect(unit.theta).toEqual(['Animal welfare', 'Environment', 'Animal welfare']);
    expect(unit.hovertemplate).toContain('%{r:.2f}');
    expect(figure.layout.polar?.radialaxis).toMatchObject({ range: [0, 100], dtick: 20 });
    expect(figure.data).toHaveLength(1);
  });

  it('leaves room beside the radar for its longest label line, and wraps shorter lines when asked', () => {
    const short = radarFigure([{ ...theme('Soil'), indicator_dic_id: 1 }], texts);
    const long = radarFigure([theme('Dobrostan zwierząt i warunki utrzymania')], texts);
    expect(long.layout.margin?.r ?? 0).toBeGreaterThan(short.layout.margin?.r ?? 0);
    const narrow = radarFigure([theme('Dobrostan zwierząt i warunki utrzymania')], texts, undefined, 12);
    expect(trace(narrow.data[0]).theta).toEqual(Array(2).fill('Dobrostan<br>zwierząt i<br>warunki<br>utrzymania'));
    expect(narrow.layout.margin?.r ?? 0).toBeLessThan(long.layout.margin?.r ?? 0);
  });

  it('adds the averages as a dashed trace with other markers, so it reads without colour', () => {
    const figure = radarFigure(sampleReport(), texts, averagesById(sampleAverages([2])));
    const [unit, average] = figure.data.map(trace);
    expect(average?.name).toBe('Average');
    expect(average?.r).toEqual([50.5, null, 50.5]);
    expect(average?.line?.dash).not.toBe(unit?.line?.dash);
    expect(average?.marker?.symbol).not.toBe(unit?.marker?.symbol);
  });

  it('ends the bar axis at one and a half times the largest value shown', () => {
    const indicators = sampleReport()[0]?.subIndicators[0]?.subIndicators ?? [];
    const figure = barFigure(indicators, texts);
    expect(figure.layout.yaxis?.range).toEqual([0, 105]);
    expect(barAxisMaximum([null, 12, 8])).toBe(18);
    expect(barAxisMaximum([null])).toBe(100);
    const withAverage = barFigure(indicators, texts, averagesById(sampleAverages()));
    const marker = trace(withAverage.data[1]).marker;
    expect(marker && 'pattern' in marker ? marker.pattern : undefined).toMatchObject({ shape: '/' });
  });

  it('tells which indicator a clicked point stands for, whichever trace it is on', () => {
    const figure = radarFigure(sampleReport(), texts);
    const data = trace(figure.data[0]).customdata;
    expect(clickedIndicatorId({ points: [{ customdata: Array.isArray(data) ? data[2] : undefined }] })).toBe(1);
    expect(clickedIndicatorId({ points: [] })).toBeUndefined();
  });
});
