import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-support/render.tsx';
import { TrackingProgress } from './tracking-progress.tsx';
import { TrackingTimeline } from './tracking-timeline.tsx';

describe('TrackingProgress', () => {
  it('shows the status title-cased and its percent from spec section 4', () => {
    renderWithProviders(<TrackingProgress status="OUT_FOR_DELIVERY" />);
    expect(screen.getByText('Out For Delivery')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Delivery progress: Out For Delivery, 75%' }),
    ).toHaveAttribute('aria-valuenow', '75');
  });

  it("reads 'Unknown' at 25 % without a status", () => {
    renderWithProviders(<TrackingProgress status={null} />);
    expect(screen.getByRole('progressbar', { name: 'Delivery progress: Unknown, 25%' })).toBeInTheDocument();
  });

  it('tells of a cancelled shipment in words, with no progress bar', () => {
    renderWithProviders(<TrackingProgress status="CANCELLED" />);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText(/label can no longer be used/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('TrackingTimeline', () => {
  it('lists the events in the order given, newest first, with place and time', () => {
    renderWithProviders(
      <TrackingTimeline
        events={[
          { timestamp: '2026-11-20T23:05:00Z', description: 'Delivered', location: 'Toronto, ON' },
          { timestamp: '2026-11-19T17:00:00Z', description: 'In transit', location: 'Calgary, AB' },
        ]}
      />,
    );
    const titles = screen.getAllByText(/Delivered|In transit/).map((node) => node.textContent);
    expect(titles).toEqual(['Delivered', 'In transit']);
    expect(screen.getByText('Toronto, ON')).toBeInTheDocument();
    expect(screen.getAllByRole('time')[0]).toHaveAttribute('datetime', '2026-11-20T23:05:00Z');
  });

  it('says so when there are no events yet', () => {
    renderWithProviders(<TrackingTimeline events={[]} />);
    expect(screen.getByText('No detailed tracking events available yet.')).toBeInTheDocument();
  });
});
