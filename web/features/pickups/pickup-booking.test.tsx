import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserClock } from '../../test-support/browser-clock.ts';
import { mockFetch, requestBody } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { TEST_PICKUP, TEST_SENDER, testBatch } from '../../test-support/checkout-batches.ts';
import { PickupBooking } from './pickup-booking.tsx';

const PICKUP = 'POST /web/pickup/create';

/** The pickup booking of a paid batch, as the success page shows it. */
function renderBooking() {
  const fetchMock = mockFetch({
    [`GET /web/order/${TEST_SENDER.trackingNumber}`]: { status: 200, body: TEST_SENDER },
    [PICKUP]: { status: 201, body: TEST_PICKUP },
  });
  const rendered = renderWithProviders(
    <PickupBooking batch={testBatch({ paid: true, pickupEligible: true })} onBooked={vi.fn()} />,
  );
  return { ...rendered, fetchMock };
}

const dateSelect = () => screen.getByRole('combobox', { name: /Pickup date/ });
const offeredDates = () =>
  within(dateSelect())
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value);

describe('the pickup date', () => {
  it('offers Monday to Saturday for 30 days, without Sundays or BC statutory holidays', async () => {
    // Wednesday 24 June 2026 at 10:00 in Vancouver.
    browserClock('2026-06-24T17:00:00Z', 'America/Vancouver');
    renderBooking();
    await screen.findByDisplayValue('Grace Hopper');

    const dates = offeredDates();
    expect(dates[0]).toBe('2026-06-24');
    expect(dates.at(-1)).toBe('2026-07-24');
    expect(dates).toContain('2026-06-27'); // a Saturday
    expect(dates).not.toContain('2026-06-28'); // a Sunday
    expect(dates).not.toContain('2026-07-01'); // Canada Day
    expect(dates).not.toContain('2026-07-25');
    expect(dateSelect()).toHaveValue('2026-06-24');
    expect(screen.getByRole('option', { name: 'Saturday, June 27, 2026' })).toBeInTheDocument();
    expect(dateSelect()).toHaveAccessibleDescription(/except on B\.C\. statutory holidays/);
  });

  it('defaults to the next pickup day on the Vancouver clock in a browser in Toronto at 23:30', async () => {
    // 23:30 on Saturday 1 August 2026 in Toronto is 20:30 in Vancouver: past the cutoff, and
    // Sunday and B.C. Day (Monday 3 August) are closed.
    browserClock('2026-08-02T03:30:00Z', 'America/Toronto');
    renderBooking();
    await screen.findByDisplayValue('Grace Hopper');

    expect(dateSelect()).toHaveValue('2026-08-04');
    expect(offeredDates()[0]).toBe('2026-08-04');
  });

  it('skips Christmas Day and the Sunday after in a browser in Tokyo at 23:30', async () => {
    // 23:30 on Friday 25 December 2026 in Tokyo is 07:30 that Friday, Christmas Day, in
    // Vancouver: closed, and so the next pickup day is Saturday 26 December.
    browserClock('2026-12-25T14:30:00Z', 'Asia/Tokyo');
    const { user, fetchMock } = renderBooking();
    await screen.findByDisplayValue('Grace Hopper');

    expect(dateSelect()).toHaveValue('2026-12-26');
    expect(offeredDates().slice(0, 4)).toEqual([
      '2026-12-26',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
    ]);
    await user.selectOptions(dateSelect(), '2026-12-29');
    await user.click(screen.getByRole('button', { name: 'Book pickup' }));
    await waitFor(() =>
      expect(requestBody(fetchMock, PICKUP)).toMatchObject({ requestedDate: '2026-12-29' }),
    );
  });
});

describe('the pickup window', () => {
  it('refuses an equal start and end at the selects, in the spec’s words', async () => {
    browserClock('2026-06-24T17:00:00Z', 'America/Vancouver');
    const { user, fetchMock } = renderBooking();
    await screen.findByDisplayValue('Grace Hopper');

    await user.selectOptions(screen.getByLabelText('Earliest pickup time'), '12:00');
    await user.selectOptions(screen.getByLabelText('Latest pickup time'), '12:00');
    const order = 'Earliest pickup time must be before latest pickup time';
    expect(screen.getByLabelText('Earliest pickup time')).toHaveAccessibleDescription(order);
    await user.click(screen.getByRole('button', { name: 'Book pickup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(order);
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/web/pickup/create')).toBe(
      false,
    );
  });
});
