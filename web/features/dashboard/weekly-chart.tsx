import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { WeeklyShipments } from '#domain/shipments/order-summary.ts';

const WIDTH = 640;
const HEIGHT = 200;
const AXIS = 30; // room under the bars for the week labels
const TOP = 24; // room above the tallest bar for its count
const GAP = 10;

// Weeks are calendar days: read them at UTC midnight so no time zone moves them.
const weekLabel = new Intl.DateTimeFormat('en-CA', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const labelOf = (week: WeeklyShipments) =>
  weekLabel.format(new Date(`${week.weekStart}T00:00:00Z`));

/** What the chart shows, in words, for screen readers. */
export function chartSummary(weeks: readonly WeeklyShipments[]): string {
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  if (total === 0) return `Shipments per week over the last ${weeks.length} weeks: none.`;
  const busiest = weeks.reduce((best, week) => (week.count > best.count ? week : best));
  const plural = (count: number) => `${count} shipment${count === 1 ? '' : 's'}`;
  return `Shipments per week over the last ${weeks.length} weeks: ${plural(total)} in total, most in the week of ${labelOf(busiest)} (${busiest.count}); this week ${weeks.at(-1)!.count}.`;
}

/**
 * Shipments per week as bars, drawn by hand in SVG (no chart library for twelve bars). Screen
 * readers get a summary and the figures as a table.
 */
export function WeeklyChart({ weeks }: { weeks: readonly WeeklyShipments[] }) {
  const highest = Math.max(1, ...weeks.map((week) => week.count));
  const slot = WIDTH / weeks.length;
  const barHeight = (count: number) => ((HEIGHT - AXIS - TOP) * count) / highest;
  return (
    <>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={chartSummary(weeks)}
        style={{ display: 'block', maxWidth: 720, margin: '0 auto' }}
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - AXIS}
          y2={HEIGHT - AXIS}
          stroke="var(--mantine-color-gray-4)"
        />
        {weeks.map((week, index) => {
          const height = barHeight(week.count);
          const x = index * slot + GAP / 2;
          const y = HEIGHT - AXIS - height;
          const current = index === weeks.length - 1;
          return (
            <g key={week.weekStart}>
              <rect
                x={x}
                y={y}
                width={slot - GAP}
                height={Math.max(height, week.count > 0 ? 2 : 0)}
                rx={4}
                fill={current ? 'var(--mantine-color-maple-6)' : 'var(--mantine-color-maple-3)'}
              />
              {week.count > 0 && (
                <BarText x={x + (slot - GAP) / 2} y={y - 4} fill="var(--mantine-color-text)">
                  {week.count}
                </BarText>
              )}
              {/* Every other week is labelled, so the labels fit on a phone. */}
              {index % 2 === (weeks.length - 1) % 2 && (
                <BarText x={x + (slot - GAP) / 2} y={HEIGHT - 4} fill="var(--mantine-color-dimmed)">
                  {labelOf(week)}
                </BarText>
              )}
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <Table>
          <caption>Shipments per week</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Week of</Table.Th>
              <Table.Th>Shipments</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week.weekStart}>
                <Table.Td>{labelOf(week)}</Table.Td>
                <Table.Td>{week.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}

type BarTextProps = { x: number; y: number; fill: string; children: ReactNode };

/** Text centred on a bar: its count above it, its week below the axis. */
function BarText({ x, y, fill, children }: BarTextProps) {
  return (
    <text x={x} y={y} textAnchor="middle" fontSize={18} fill={fill}>
      {children}
    </text>
  );
}
