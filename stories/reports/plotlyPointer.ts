import { expect, waitFor, within } from 'storybook/test';

/** The chart's figure under its heading, once plotly has drawn its points (the plot loads lazily). */
export async function chartOf(canvasElement: HTMLElement, title: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const heading = within(canvasElement).getByRole('heading', { name: title });
      const figure = heading.closest('figure');
      if (!(figure instanceof HTMLElement)) throw new Error(`no chart ${title}`);
      expect(figure.querySelector('.main-svg .point')).not.toBeNull();
      return figure;
    },
    // The first chart of a run waits for plotly's chunk, which the test server prepares on first use.
    { timeout: 25_000 },
  );
}

function hasPointNames(value: unknown): value is { customdata: unknown[] } {
  return typeof value === 'object' && value !== null && 'customdata' in value && Array.isArray(value.customdata);
}

/** The names of the unit trace's points, in plotly's order (the graph element keeps its traces). */
function pointNames(graph: Element): string[] {
  const traces: unknown = Reflect.get(graph, 'data');
  const first: unknown = Array.isArray(traces) ? traces[0] : undefined;
  if (!hasPointNames(first)) return [];
  return first.customdata.map((point) => (Array.isArray(point) ? String(point[1]) : ''));
}

function mouse(type: string, x: number, y: number): MouseEvent {
  return new MouseEvent(type, { bubbles: true, cancelable: true, view: window, clientX: x, clientY: y, buttons: type === 'mousedown' ? 1 : 0 });
}

/**
 * Clicks the unit trace's point named `name` as a mouse would: plotly finds the point under the pointer
 * from a move over its drag layer, and a press and release without moving is its click.
 */
export async function clickPoint(figure: HTMLElement, name: string): Promise<void> {
  const graph = figure.querySelector('.js-plotly-plot');
  if (!graph) throw new Error('no plotly graph');
  const index = pointNames(graph).indexOf(name);
  const point = graph.querySelectorAll('.scatterlayer .trace')[0]?.querySelectorAll('.point')[index];
  if (!point) throw new Error(`no point ${name}`);
  point.scrollIntoView({ block: 'center' });
  const box = point.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const target = document.elementFromPoint(x, y);
  if (!target) throw new Error(`nothing under the point ${name}`);
  target.dispatchEvent(mouse('mousemove', x, y));
  // plotly throttles hover; the click acts on the last point hovered.
  await new Promise((resolve) => setTimeout(resolve, 100));
  target.dispatchEvent(mouse('mousedown', x, y));
  target.dispatchEvent(mouse('mouseup', x, y));
  target.dispatchEvent(mouse('click', x, y));
}
