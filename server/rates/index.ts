/** The rates room's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { findPricingAccount } from './queries.ts';
export { quoteRatesFor } from './quote-for.ts';
