import { Paper } from '@mantine/core';
import type { OrderSummary } from '#domain/shipments/order-summary.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { RecentShipments } from './recent-shipments.tsx';
import { WeeklyChart } from './weekly-chart.tsx';

/** The recent shipments and the weekly chart, below the quick actions. */
export function RecentActivity({ summary }: { summary: OrderSummary }) {
  return (
    <>
      <DashboardSection title="Recent Shipments">
        <RecentShipments orders={summary.recent} />
      </DashboardSection>
      <DashboardSection
        title="Shipments per week"
        note="The last 12 weeks, this week on the right."
      >
        <Paper withBorder radius="lg" p="md">
          <WeeklyChart weeks={summary.weekly} />
        </Paper>
      </DashboardSection>
    </>
  );
}
