import { apiExamples } from '../domain/public-api/examples.ts';
import { PUBLIC_API_PREFIX } from '../domain/public-api/paths.ts';
import { expect, test } from './support/test.ts';

test('a guest reads the API reference, from the business page, and copies a curl example @phone', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/business');
  await page.getByRole('link', { name: 'Read the API reference' }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();

  // Every call of the server's OpenAPI document has its card, in the order its example runs.
  const calls = page.getByRole('article');
  await expect(calls.first()).toBeVisible();
  const documented = await (await page.request.get('/api/v1/openapi.json')).json();
  const names = Object.entries(documented.paths as Record<string, object>).flatMap(
    ([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const origin = new URL(page.url()).origin;
  const inRunningOrder = Object.keys(apiExamples({ origin, now: new Date() })).map((name) =>
    name.replace(' ', ` ${PUBLIC_API_PREFIX}`),
  );
  expect([...inRunningOrder].sort()).toEqual([...names].sort());
  await expect(calls.getByRole('heading', { level: 3 })).toHaveText(inRunningOrder);

  const create = page.getByRole('article', { name: 'POST /api/v1/shipments', exact: true });
  await expect(
    create.getByRole('listitem').filter({ hasText: 'recipientPostalCode' }),
  ).toContainText('required');
  await expect(create.getByText('422', { exact: true })).toBeVisible();
  await create.getByRole('button', { name: 'Copy: Example of POST /api/v1/shipments' }).click();
  await expect(
    create.getByRole('button', { name: 'Copied: Example of POST /api/v1/shipments' }),
  ).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`curl '${origin}/api/v1/shipments'`);
  expect(copied).toContain('Idempotency-Key');
  await expect(create).toContainText('keeps the answer’s trackingNumber in $TRACKING_NUMBER');
  // The webhook example registers our test receiver on this site, which accepts it.
  await expect(
    page.getByLabel('Example of POST /api/v1/webhook-endpoints', { exact: true }),
  ).toContainText(`"url": "${origin}/api/webhook-test-receiver"`);
  await page.screenshot({
    path: test.info().outputPath(`developers-${test.info().project.name}.png`),
    fullPage: true,
  });

  // The index at the top jumps to a call's card.
  await page
    .getByRole('navigation', { name: 'Calls on this page' })
    .getByRole('link', { name: 'POST /pickups' })
    .click();
  const pickups = page.getByRole('article', { name: 'POST /api/v1/pickups' });
  await expect(pickups.getByRole('heading', { level: 3 })).toBeInViewport();

  await page.getByRole('link', { name: 'API keys' }).first().click();
  await expect(page).toHaveURL(/\/login/);
});
