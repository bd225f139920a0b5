/**
 * @module The weekly trends chart (recharts, in its own lazy chunk): tasks completed, hours saved and money saved
 * as one line per currency (amounts of different currencies are never added).
 */

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

const MONEY_COLOURS = ['hsl(142,71%,45%)', 'hsl(199,89%,48%)', 'hsl(280,65%,60%)', 'hsl(340,75%,55%)'];

/** The chart's rows (one per week, a `money:CODE` value per currency) and the currencies, the user's first. */
export function trendRows(data: TrendsResponse) {
  const currencies = [
    ...new Set([
      data.currency.toUpperCase(),
      ...data.points.flatMap((p) => p.moneySavedByCurrency.map((m) => m.currency)),
    ]),
  ].filter((code) => data.points.some((p) => p.moneySavedByCurrency.some((m) => m.currency === code)));
  const rows = data.points.map((p) => ({
    week: formatIsoDate(p.weekStart, 'MMM d'),
    tasksCompleted: p.tasksCompleted,
    timeSavedHours: p.timeSavedHours,
    ...Object.fromEntries(
      currencies.map((code) => [
        `money:${code}`,
        p.moneySavedByCurrency.find((m) => m.currency === code)?.amount ?? 0,
      ]),
    ),
  }));
  return { rows, currencies };
}

const moneyName = (code: string) => `Money saved (${code})`;

function TrendsChart({ data, height = 300, compact = false }: TrendsChartProps) {
  const { rows: points, currencies } = trendRows(data);
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
            formatter={(value, name) => {
              const code = currencies.find((c) => moneyName(c) === name);
              return code ? formatMoney(Number(value), code, { decimals: 0 }) : String(value);
            }}
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
          {!compact &&
            currencies.map((code, i) => (
              <Line
                key={code}
                isAnimationActive={false}
                yAxisId="value"
                type="monotone"
                dataKey={`money:${code}`}
                name={moneyName(code)}
                stroke={MONEY_COLOURS[i % MONEY_COLOURS.length]}
                strokeWidth={2}
                dot={false}
              />
            ))}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

export default TrendsChart;
