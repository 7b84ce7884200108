import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VOLUMETRIC_DIVISOR } from '#domain/rates/chargeable-weight.ts';
import { SERVICE_CATALOGUE } from '#domain/rates/service-catalogue.ts';
import { VOLUME_TIER_RULE } from '#domain/rates/volume-tiers.ts';
import { mockFetch } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { BillingRulesModal } from './billing-rules-modal.tsx';
import {
  KEPT_TIER,
  keptTierSummary,
  PRICING_TIER,
  SHIPPER,
  sessionOf,
} from '../../test-support/pricing-tier.ts';

function renderRules(user: typeof SHIPPER | null = null) {
  renderWithProviders(<BillingRulesModal opened onClose={() => {}} />, {
    cachedQueries: sessionOf(user),
  });
  return screen.getByRole('dialog', { name: 'Billing Rules' });
}

describe('BillingRulesModal', () => {
  it("states the engine's volumetric divisor and billing increments", () => {
    const rules = renderRules();

    expect(rules).toHaveTextContent(
      `Volumetric weight in kg is length × width × height in cm ÷ ${VOLUMETRIC_DIVISOR}.`,
    );
    const increments = within(rules)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(increments).toEqual(
      expect.arrayContaining([
        'Under 10 kg: rounded up to the next 0.1 kg',
        '10 kg to under 100 kg: rounded up to the next 0.5 kg',
        '100 kg and above: rounded up to the next whole kilogram',
      ]),
    );
    expect(rules).toHaveTextContent('1 in = 2.54 cm and 1 lb = 0.45359237 kg');
    expect(rules).toHaveTextContent('Rules may vary by service or region.');
  });

  it('works examples through the engine: size wins for a light box, weight for a heavy one', () => {
    const rules = renderRules();

    expect(rules).toHaveTextContent(`41 × 31 × 21 ÷ ${VOLUMETRIC_DIVISOR} = 5.339 kg`);
    expect(rules).toHaveTextContent('Billed as 5.4 kg: the greater of 3.2 kg and 5.339 kg');
    expect(rules).toHaveTextContent('12 × 10 × 8 in, 25 lb (30.5 × 25.4 × 20.3 cm, 11.34 kg)');
    expect(rules).toHaveTextContent('Billed as 11.5 kg: the greater of 11.34 kg and 3.146 kg');
  });

  it('says in plain words that the fee is rounded to a whole dollar, worked through the engine', () => {
    expect(renderRules()).toHaveTextContent(
      'The fee you pay is then rounded to the nearest whole dollar, a half dollar up: a $51.00 list price less 50% is $25.50, so you pay $26.00.',
    );
  });

  it('lists the volume tiers, 50 to 80 % off, and every service with its limits', () => {
    const rules = renderRules();

    const tierRows = within(rules)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(tierRows).toEqual(['1-5050%', '51-20060%', '201-50070%', '500+80%']);
    expect(rules).toHaveTextContent(VOLUME_TIER_RULE);
    for (const service of SERVICE_CATALOGUE) expect(rules).toHaveTextContent(service.name);
    expect(rules).toHaveTextContent(
      'up to 150 kg, longest side up to 270 cm, length plus girth up to 419 cm',
    );
    expect(rules).toHaveTextContent(
      'up to 30 kg, longest side up to 200 cm, length plus girth up to 300 cm',
    );
  });

  it('shows a guest the tables only', () => {
    mockFetch({});
    expect(renderRules()).not.toHaveTextContent('Your tier:');
  });

  it('shows a signed-in user their own tier beside the table', async () => {
    mockFetch({ [PRICING_TIER]: { status: 200, body: KEPT_TIER } });
    const rules = renderRules(SHIPPER);
    expect(await within(rules).findByText(keptTierSummary)).toBeVisible();
  });
});
