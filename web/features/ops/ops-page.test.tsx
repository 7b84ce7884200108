import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestBody } from '../../test-support/mock-fetch.ts';
import { demoUser, renderApp } from '../../test-support/render-app.tsx';
import { addScannedNumber } from './scan-list.ts';

const staffUser = { ...demoUser, role: 'STAFF' as const };
const FIRST = 'MP123456785CA';
const SECOND = 'MP000000019CA';

describe('addScannedNumber', () => {
  it('adds a number once, upper case and without spaces, and ignores a blank', () => {
    const once = addScannedNumber([], ` ${FIRST.toLowerCase()} `);
    expect(once).toEqual([FIRST]);
    expect(addScannedNumber(once, FIRST)).toBe(once);
    expect(addScannedNumber(once, '   ')).toBe(once);
    expect(addScannedNumber(once, SECOND)).toEqual([FIRST, SECOND]);
  });
});

describe('/ops', () => {
  it.each([
    ['a guest', null],
    ['a customer', demoUser],
  ])(
    'is Page Not Found for %s, named so in the browser tab, with no Operations link',
    async (_who, session) => {
      renderApp('/ops', { session });
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      expect(document.title).toBe('Page Not Found · Maplepost');
      expect(screen.queryByRole('heading', { name: 'Operations' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Operations' })).not.toBeInTheDocument();
    },
  );

  it('is Page Not Found for a customer who follows a link to it, as a path of no page', async () => {
    const { router } = renderApp('/dashboard', { session: demoUser });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Aurora Bakery' });
    await router.navigate('/ops');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(document.title).toBe('Page Not Found · Maplepost');
  });

  it('is named Operations in the browser tab for staff', async () => {
    renderApp('/ops', { session: staffUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
    expect(document.title).toBe('Operations · Maplepost');
  });

  it('lets staff scan with the keyboard, drop a number and record the rest', async () => {
    const { user, fetchMock } = renderApp('/ops', {
      session: staffUser,
      answers: {
        'POST /web/ops/scan': {
          status: 200,
          body: {
            results: [
              { trackingNumber: FIRST, outcome: 'RECORDED', status: 'DELIVERED' },
              { trackingNumber: 'MP999999990CA', outcome: 'UNKNOWN', status: null },
            ],
          },
        },
      },
    });
    const scanField = await screen.findByLabelText('Tracking number');
    expect(scanField).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Operations' })).toBeInTheDocument();

    // A scanner types the number and Enter; the focus stays for the next one.
    await user.type(scanField, `${FIRST}{Enter}`);
    await user.type(scanField, `${SECOND}{Enter}`);
    await user.type(scanField, `${FIRST}{Enter}`);
    expect(screen.getByText(`${FIRST} is already in the list.`)).toBeVisible();
    await user.type(scanField, 'MP999999990CA{Enter}');
    expect(scanField).toHaveFocus();
    expect(scanField).toHaveValue('');
    const list = screen.getByRole('list', { name: 'Scanned parcels' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: `Remove ${SECOND}` }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 parcels scanned')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Event'), 'Delivered');
    await user.type(screen.getByLabelText('Location'), 'Toronto, ON');
    await user.click(screen.getByRole('button', { name: 'Record for 2 parcels' }));

    const results = await screen.findByRole('table', { name: 'Scan results' });
    expect(within(results).getByText('Recorded')).toBeVisible();
    expect(within(results).getByText('Unknown number')).toBeVisible();
    expect(screen.getByText('Recorded for 1 parcel of 2.')).toBeVisible();
    expect(requestBody(fetchMock, 'POST /web/ops/scan')).toEqual({
      trackingNumbers: [FIRST, 'MP999999990CA'],
      status: 'DELIVERED',
      location: 'Toronto, ON',
    });
    // The list is cleared for the next cage.
    expect(screen.getByRole('button', { name: 'Record for 0 parcels' })).toBeDisabled();
  });

  it('shows the server message when a lookup finds nothing', async () => {
    const { user } = renderApp('/ops', {
      session: staffUser,
      answers: {
        [`GET /web/ops/shipments/${FIRST}`]: {
          status: 404,
          body: { message: 'No shipment has this tracking number.' },
        },
      },
    });
    await user.type(await screen.findByLabelText('Tracking number to look up'), `${FIRST}{Enter}`);
    expect(await screen.findByText('No shipment has this tracking number.')).toBeVisible();
  });
});
