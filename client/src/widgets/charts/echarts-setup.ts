// The only place echarts is imported: tree-shaken through echarts/core with just the charts and components the
// app draws. Loaded on demand (see load-echarts.ts), so it lands in its own chunk and never in the login page.
import { BarChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import {
  GeoComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  PieChart,
  BarChart,
  LineChart,
  MapChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  GeoComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export { echarts };
