import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Maplepost-Demo-2026!';

/** A new, unused email so tests never depend on each other's accounts. */
export function uniqueEmail(label = 'shopper'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/** Registers through the login page and waits for the dashboard. */
export async function registerThroughUi(
  page: Page,
  account: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto('/login?mode=register');
  await page.getByLabel('Name/Company Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText('Account created successfully! Redirecting to dashboard...'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in through the login page (already open or opened here). */
export async function logInThroughUi(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

type NewAccount = { name: string; email: string; password: string };

/**
 * Registers through the API: the page's browser context keeps the session cookie. For tests
 * that are not about registration, which is slow to type.
 */
export async function registerThroughApi(page: Page, account: NewAccount): Promise<void> {
  await postAuth(page, '/web/auth/register', account);
}

/** Signs in through the API, for tests that are not about signing in. */
export async function logInThroughApi(page: Page, email: string, password: string): Promise<void> {
  await postAuth(page, '/web/auth/login', { email, password });
}

async function postAuth(page: Page, path: string, body: object): Promise<void> {
  // The API accepts only same-origin writes, as a browser would send them.
  const origin = String(test.info().project.use.baseURL);
  const response = await page.request.post(path, { data: body, headers: { origin } });
  const answer = `${path} answered ${response.status()}: ${await response.text()}`;
  expect(response.ok(), answer).toBe(true);
}
