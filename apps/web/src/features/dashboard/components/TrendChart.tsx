import type { DashboardTrendDay } from '@hr/contracts';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../../lib/format';

// Only the parts this chart uses (tree-shaken): about a third of the whole library.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, AriaComponent, SVGRenderer]);

type Series = { key: 'present' | 'late' | 'on_leave' | 'absent'; name: string; color: string };

/** The last 30 days as bars (present, on leave, absent) and a line (late), drawn with Apache ECharts. */
export default function TrendChart({
  days,
  series,
  label,
}: {
  days: DashboardTrendDay[];
  series: Series[];
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chart = echarts.init(box.current!, undefined, { renderer: 'svg' });
    chart.setOption({
      aria: { enabled: true, label: { description: label } },
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: days.map((d) => formatDate(d.date)?.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: series.map((s) => ({
        name: s.name,
        type: s.key === 'late' ? 'line' : 'bar',
        stack: s.key === 'late' ? undefined : 'people',
        data: days.map((d) => d[s.key]),
        itemStyle: { color: s.color },
      })),
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [days, series, label]);
  return (
    <div ref={box} role="img" aria-label={label} data-testid="trend-chart" style={{ width: '100%', height: 320 }} />
  );
}
