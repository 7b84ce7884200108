import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { press, tabTo } from './support/keyboard.ts';
import { createOrderThroughApi } from './support/orders.ts';
import { screenshot } from './support/screenshots.ts';
import { expect, expectAccessible, test } from './support/test.ts';

/** A shop's receiver on loopback (allowed outside production): counts what it is sent. */
async function startReceiver() {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/maplepost-events`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('adds an endpoint, sees a delivery in its log, resends it and sends a test event @phone', async ({
  page,
}) => {
  const receiver = await startReceiver();
  await registerThroughApi(page, {
    name: 'Harbour Books',
    email: uniqueEmail('webhooks'),
    password: 'Granite-Harbour-42!',
  });
  await page.goto('/webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  const endpoints = page.getByRole('region', { name: 'Your endpoints' });
  await expect(endpoints.getByText('No endpoints yet')).toBeVisible();
  await screenshot(page, 'webhooks-empty');

  const form = page.getByRole('region', { name: 'Add an endpoint' });
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByText('Please enter the address')).toBeVisible();
  await form.getByLabel('Endpoint URL').fill('http://10.0.0.8/hooks');
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByText('private, local or reserved network')).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel('Endpoint URL').fill(receiver.url);
  for (const event of ['label.created', 'tracking.updated', 'bulk.completed']) {
    await form.getByLabel(event).uncheck();
  }
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText(`Endpoint added: ${receiver.url}`)).toBeVisible();

  const endpoint = endpoints.getByRole('listitem', { name: receiver.url });
  await expect(endpoint.getByText('shipment.created')).toBeVisible();
  await endpoint.getByRole('button', { name: 'Show signing secret' }).click();
  await expect(endpoint.getByLabel('Signing secret')).toHaveText(/^whsec_\S{43}$/);

  await createOrderThroughApi(page.request);
  // By keyboard, the focus seen at every stop.
  await tabTo(page, endpoint.getByRole('button', { name: 'Delivery log' }));
  await press(page, 'Enter');
  const delivery = endpoint.getByRole('listitem', { name: /^shipment\.created, / });
  await expect(delivery.getByText('HTTP 204 · 1 attempt')).toBeVisible();
  await expect(delivery.getByText('Delivered')).toBeVisible();
  await screenshot(page, 'webhooks-delivered');

  await tabTo(page, delivery.getByRole('button', { name: /^Resend shipment\.created/ }));
  await press(page, 'Enter');
  await expect(delivery.getByText('HTTP 204 · 2 attempts')).toBeVisible();
  expect(receiver.received()).toBe(2);

  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect(
    endpoint.getByText('The test event was delivered: your endpoint answered HTTP 204.'),
  ).toBeVisible();
  expect(receiver.received()).toBe(3);
  await screenshot(page, 'webhooks-tested');
  await receiver.close();
});
