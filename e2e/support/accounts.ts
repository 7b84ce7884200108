import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

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
