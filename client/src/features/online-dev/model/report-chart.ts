// The report's chart view: the rows of the query as a bar, line or pie chart, the x field and value fields chosen by
// the user. Dictionary values show their texts; values that are not numbers count as 0.
import type { ChartOption } from '@/widgets/charts';

export type ChartKind = 'bar' | 'line' | 'pie';
export type ChartRecord = Record<string, string | number | null | undefined>;

export interface ChartSpec {
  kind: ChartKind;
  xField: string;
  valueFields: string[];
  /** Column titles by field. */
  titles: Record<string, string>;
  /** The text of a cell (dictionary texts). */
  textOf: (field: string, value: unknown) => string;
}

const numberOf = (value: unknown) => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
};

/** The fields whose values are numbers in every row that has one: what a chart can plot. */
export function numericFields(records: ChartRecord[], fields: string[]): string[] {
  return fields.filter((field) => {
    const present = records.map((record) => record[field]).filter((value) => value !== null && value !== undefined && value !== '');
    return present.length > 0 && present.every((value) => typeof value === 'number');
  });
}

export function chartOptionOf(records: ChartRecord[], spec: ChartSpec): ChartOption {
  const names = records.map((record) => spec.textOf(spec.xField, record[spec.xField]));
  const titleOf = (field: string) => spec.titles[field] ?? field;
  if (spec.kind === 'pie') {
    const field = spec.valueFields[0] ?? '';
    return {
      tooltip: { trigger: 'item' },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: titleOf(field),
          radius: ['35%', '65%'],
          data: records.map((record, index) => ({ name: names[index], value: numberOf(record[field]) })),
        },
      ],
    };
  }
  return {
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: names, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value' },
    series: spec.valueFields.map((field) => ({ type: spec.kind, name: titleOf(field), data: records.map((record) => numberOf(record[field])) })),
  };
}
