import { signCarrierRequest } from '../server/tracking/carrier-signature.ts';
import { DEVELOPMENT_CARRIER_EVENTS_SECRET } from '../server/config.ts';
import { DEMO_PASSWORD, logInThroughApi } from './support/accounts.ts';
import { paidShipmentsThroughApi } from './support/orders.ts';
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';

const PROMPT = 'Please enter a tracking number above to view your shipping status.';

/** A partner carrier's scan, signed as the carrier endpoint wants (README, Partner carriers). */
async function carrierScan(page: Page, trackingNumber: string, status: string, location: string) {
  const body = JSON.stringify({
    events: [
      {
        eventId: `e2e-${trackingNumber}-${status}`,
        trackingNumber,
        status,
        location,
        occurredAt: new Date().toISOString(),
      },
    ],
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await page.request.post('/web/carrier/events', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'x-maplepost-timestamp': String(timestamp),
      'x-maplepost-signature': signCarrierRequest(
        DEVELOPMENT_CARRIER_EVENTS_SECRET,
        timestamp,
        body,
      ),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A paid parcel that a carrier has picked up in Vancouver and moved on to Calgary. */
async function parcelInTransit(page: Page): Promise<string> {
  await logInThroughApi(page, 'business@maplepost.test', DEMO_PASSWORD);
  // One parcel asked for, so exactly one number.
  const [trackingNumber] = (await paidShipmentsThroughApi(page.request)) as [string];
  await carrierScan(page, trackingNumber, 'PICKED_UP', 'Vancouver, BC');
  await carrierScan(page, trackingNumber, 'IN_TRANSIT', 'Calgary, AB');
  // Tracking is public: the rest is seen as a guest.
  await page.context().clearCookies();
  return trackingNumber;
}

async function expectInTransit(page: Page, trackingNumber: string) {
  await expect(page).toHaveURL(new RegExp(`/tracking/${trackingNumber}$`));
  await expect(
    page.getByRole('progressbar', { name: 'Delivery progress: In Transit, 50%' }),
  ).toBeVisible();
  const timeline = page.getByLabel('Tracking events');
  await expect(timeline.getByText('In transit')).toBeVisible();
  // Newest first: Calgary before Vancouver's pickup and label.
  await expect(timeline.getByText(/, (AB|BC)$/)).toHaveText([
    'Calgary, AB',
    'Vancouver, BC',
    'Vancouver, BC',
  ]);
  await expect(page.getByText('Estimated delivery')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
}

test('tracks a parcel by its link, by the button and by Enter @phone', async ({ page }) => {
  const trackingNumber = await parcelInTransit(page);

  // By URL.
  await page.goto(`/tracking/${trackingNumber}`);
  await expectInTransit(page, trackingNumber);
  await page.screenshot({
    path: `test-results/tracking-${test.info().project.name}.png`,
    fullPage: true,
  });

  // By the form's button, from the empty page.
  await page.goto('/tracking');
  await expect(page.getByText(PROMPT)).toBeVisible();
  await page.getByRole('textbox', { name: 'Tracking Number' }).fill(trackingNumber.toLowerCase());
  await page.getByRole('button', { name: 'Track' }).click();
  await expectInTransit(page, trackingNumber);

  // By Enter, from ?trackingNumber= of an unknown number.
  await page.goto('/tracking?trackingNumber=MP999999990CA');
  await expect(page.getByRole('alert')).toContainText(
    'No shipment was found with this tracking number.',
  );
  const input = page.getByRole('textbox', { name: 'Tracking Number' });
  await expect(input).toHaveValue('MP999999990CA');
  await input.fill(trackingNumber);
  await input.press('Enter');
  await expectInTransit(page, trackingNumber);
});

test('a delivered parcel shows the day it came instead of an estimate @phone', async ({ page }) => {
  const trackingNumber = await parcelInTransit(page);
  await carrierScan(page, trackingNumber, 'DELIVERED', 'Toronto, ON');
  await page.goto(`/tracking/${trackingNumber}`);
  await expect(
    page.getByRole('progressbar', { name: 'Delivery progress: Delivered, 100%' }),
  ).toBeVisible();
  const deliveredOn = page.getByText('Delivered on', { exact: true });
  await expect(deliveredOn).toBeVisible();
  await expect(deliveredOn.locator('+ *')).toHaveText(
    /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/,
  );
  await expect(page.getByText('Estimated delivery')).toHaveCount(0);
});

test('says so for an unknown number, and asks for one when the box is empty @phone', async ({
  page,
}) => {
  await page.goto('/tracking/MP999999990CA');
  await expect(page.getByRole('alert')).toContainText(
    'No shipment was found with this tracking number.',
  );
  await page.screenshot({
    path: `test-results/tracking-unknown-${test.info().project.name}.png`,
    fullPage: true,
  });

  await page.getByRole('textbox', { name: 'Tracking Number' }).fill('');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByText('Please enter a tracking number.')).toBeVisible();
  await expect(page).toHaveURL(/\/tracking\/MP999999990CA$/);
});
