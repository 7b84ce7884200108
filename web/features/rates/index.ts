/** The rates feature's front door: what the shell and other features use of it (docs/ARCHITECTURE.md). */
export { BillingRulesLink } from './billing-rules-link.tsx';
export { RateCalculator } from './rate-calculator.tsx';
export { RateCards } from './rate-cards.tsx';
export { rateErrorMessage } from './rate-messages.ts';
export { fetchRates } from './rates-api.ts';
export { YourPricingTier } from './your-pricing-tier.tsx';
