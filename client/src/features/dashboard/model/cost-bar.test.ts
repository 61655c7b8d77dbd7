// The cost bar's option drawn by echarts itself (server-side SVG, no canvas in jsdom), at the widths the card has.
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { afterEach, describe, expect, it } from 'vitest';
import { COST_BAR_HEIGHT, costBarOption, unitCostBars } from './cost-bar';

echarts.use([BarChart, GridComponent, LegendComponent, SVGRenderer]);

const UNITS = ['通信事业部', '金融事业部', '电话商务公司'];
const bars = unitCostBars(UNITS.map((name, index) => ({ businessUnitId: String(index), businessUnitId_dictText: name, cost: 47175471.87 - index * 8e6, grossProfit: 13730374.86 - index * 2e6 })));

let chart: echarts.ECharts | undefined;
afterEach(() => chart?.dispose());

interface DrawnText {
  text: string;
  /** The horizontal centre the text is drawn at (the labels are centred). */
  x: number;
}

/** The texts echarts draws for the option in a box `width` wide. */
function drawnTexts(width: number): DrawnText[] {
  chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width, height: COST_BAR_HEIGHT });
  chart.setOption(costBarOption(bars));
  return [...chart.renderToSVGString().matchAll(/<text[^>]*translate\(([\d.]+) [^>]*>([^<]*)<\/text>/g)].map((match) => ({ x: Number(match[1]), text: match[2] ?? '' }));
}

describe('cost bar drawn', () => {
  // 311px: the card's body on a 375px phone; 1170px: on a 1440px screen.
  it.each([311, 1170])('A-DASH-45 names every business unit under its bars at %ipx, the names clear of each other', (width) => {
    const labels = UNITS.map((unit) => drawnTexts(width).find((drawn) => drawn.text === unit));
    expect(labels.map((label) => label?.text)).toEqual(UNITS);
    // 12px characters: each name spans its length times 12 around its centre.
    const spans = labels.map((label) => [label!.x - label!.text.length * 6, label!.x + label!.text.length * 6] as const);
    for (let index = 1; index < spans.length; index += 1) expect(spans[index]![0]).toBeGreaterThan(spans[index - 1]![1]);
  });
});
