/** @module The weekly trends chart (recharts, in its own lazy chunk): tasks completed, money and hours saved. */

import { formatIsoDate, formatMoney } from '@mynd/shared/domain';
import type { TrendsResponse } from '@mynd/shared/schemas';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export type TrendsChartProps = { data: TrendsResponse; height?: number; compact?: boolean };

export function TrendsChart({ data, height = 300, compact = false }: TrendsChartProps) {
  const points = data.points.map((p) => ({ ...p, week: formatIsoDate(p.weekStart, 'MMM d') }));
  return (
    <div style={{ height }} className="w-full text-xs">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: compact ? -20 : 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="week" stroke="var(--muted-foreground)" tickLine={false} axisLine={false} />
          <YAxis
            yAxisId="count"
            allowDecimals={false}
            stroke="var(--muted-foreground)"
            tickLine={false}
            axisLine={false}
          />
          {!compact && (
            <YAxis
              yAxisId="value"
              orientation="right"
              stroke="var(--muted-foreground)"
              tickLine={false}
              axisLine={false}
            />
          )}
          <Tooltip
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              color: 'var(--popover-foreground)',
            }}
            formatter={(value, name) =>
              name === 'Money saved'
                ? formatMoney(Number(value), data.currency, { decimals: 0 })
                : String(value)
            }
          />
          {!compact && <Legend />}
          <Bar
            isAnimationActive={false}
            yAxisId="count"
            dataKey="tasksCompleted"
            name="Tasks completed"
            fill="var(--primary)"
            radius={[4, 4, 0, 0]}
          />
          <Line
            isAnimationActive={false}
            yAxisId={compact ? 'count' : 'value'}
            type="monotone"
            dataKey="timeSavedHours"
            name="Hours saved"
            stroke="hsl(38,92%,50%)"
            strokeWidth={2}
            dot={false}
          />
          {!compact && (
            <Line
              isAnimationActive={false}
              yAxisId="value"
              type="monotone"
              dataKey="moneySaved"
              name="Money saved"
              stroke="hsl(142,71%,45%)"
              strokeWidth={2}
              dot={false}
            />
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

export default TrendsChart;
