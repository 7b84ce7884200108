import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sameOriginHeaders } from './orders.ts';

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
 * Where an API sign-in lands: a page (its browser context keeps the session cookie) or a bare
 * request context such as the `request` fixture (its own cookie jar).
 */
type Signable = Page | APIRequestContext;

/**
 * Registers through the API, which signs the new account in. For tests that are not about
 * registration, which is slow to type.
 */
export async function registerThroughApi(session: Signable, account: NewAccount): Promise<void> {
  await postAuth(session, '/web/auth/register', account);
}

/** Signs in through the API, for tests that are not about signing in. */
export async function logInThroughApi(
  session: Signable,
  email: string,
  password: string,
): Promise<void> {
  await postAuth(session, '/web/auth/login', { email, password });
}

async function postAuth(session: Signable, path: string, body: object): Promise<void> {
  const request = 'goto' in session ? session.request : session;
  const response = await request.post(path, { data: body, headers: sameOriginHeaders() });
  const answer = `${path} answered ${response.status()}: ${await response.text()}`;
  expect(response.ok(), answer).toBe(true);
}
