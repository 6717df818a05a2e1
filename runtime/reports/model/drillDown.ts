import type { IndicatorResult } from '@schemas/generated/api/indicator';
import { childById } from './reportTree';

/** What the user drilled into: a theme, then one of its subthemes (nothing chosen: the first ones). */
export interface DrillChoice {
  themeId?: number;
  subthemeId?: number;
}

/** What the three charts show for a choice. */
export interface DrillView {
  themes: readonly IndicatorResult[];
  /** The theme whose subthemes the second radar shows: the chosen one, else the first. */
  theme: IndicatorResult | undefined;
  /** The subtheme whose indicators the bar chart shows: the chosen one, else the theme's first. */
  subtheme: IndicatorResult | undefined;
  /** How deep the user went: the breadcrumb shows this path, with a way back from each step. */
  level: 'themes' | 'theme' | 'subtheme';
}

/**
 * The charts' view of a report for a choice. A choice that names no node of this report (another form,
 * a report generated again with another tree) falls back to the first theme and subtheme.
 */
export function drillView(report: readonly IndicatorResult[], choice: DrillChoice): DrillView {
  const chosenTheme = childById(report, choice.themeId);
  const theme = chosenTheme ?? report[0];
  const chosenSubtheme = chosenTheme ? childById(chosenTheme.subIndicators, choice.subthemeId) : undefined;
  const subtheme = chosenSubtheme ?? theme?.subIndicators[0];
  const level = chosenSubtheme ? 'subtheme' : chosenTheme ? 'theme' : 'themes';
  return { themes: report, theme, subtheme, level };
}

/** A click on the themes radar: drill into that theme (its subthemes, then its first subtheme). */
export function chooseTheme(themeId: number): DrillChoice {
  return { themeId };
}

/** A click on the subthemes radar: drill into that subtheme of the theme on screen. */
export function chooseSubtheme(view: DrillView, subthemeId: number): DrillChoice {
  return view.theme ? { themeId: view.theme.indicator_dic_id, subthemeId } : {};
}
