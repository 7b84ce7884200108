import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { screenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

test('creates a key, copies it once, uses it through the API and revokes it @phone', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughApi(page, {
    name: 'Harbour Books',
    email: uniqueEmail('developer'),
    password: 'Granite-Harbour-42!',
  });
  await page.goto('/api-keys');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  const keys = page.getByRole('region', { name: 'Your API keys' });
  await expect(keys.getByText('No API keys yet')).toBeVisible();
  await screenshot(page, 'api-keys-empty');

  const form = page.getByRole('region', { name: 'Create an API key' });
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByText('Please give the key a name')).toBeVisible();
  await form.getByLabel('Key name').fill('Online store');
  await form.getByLabel('Read only').check();
  await form.getByRole('button', { name: 'Create key' }).click();

  await expect(page.getByText('You will not see it again')).toBeVisible();
  const shown = (await page.getByLabel('Your new API key').textContent())!.trim();
  expect(shown).toMatch(/^mp_test_[0-9a-f]{12}_\S{43}$/);
  await page.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  await screenshot(page, 'api-keys-new-key');

  const item = keys.getByRole('listitem', { name: 'Online store' });
  await expect(item.getByText('Read only')).toBeVisible();
  await expect(item.getByText('Never used')).toBeVisible();
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByLabel('Your new API key')).toHaveCount(0);

  // The shop's server: no cookie, only the key.
  const call = () =>
    request.get('/api/v1/shipments', { headers: { authorization: `Bearer ${copied}` } });
  const answer = await call();
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ data: [], nextCursor: null });

  await page.reload();
  await expect(item.getByText(/^Last used /)).toBeVisible();
  await screenshot(page, 'api-keys-list');

  await item.getByRole('button', { name: 'Revoke Online store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await screenshot(page, 'api-keys-revoke');
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(keys.getByText('No API keys yet')).toBeVisible();
  expect((await call()).status()).toBe(401);
});
