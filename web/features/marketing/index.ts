/** The marketing feature's front door: what the shell and other features use of it (docs/ARCHITECTURE.md). */
export { AnimatedCounters, COMPANY_COUNTERS, type Counter } from './animated-counters.tsx';
export { type Feature, FeatureCard, FeatureGrid } from './feature-card.tsx';
export { PageIntro } from './page-intro.tsx';
export { PageSection } from './page-section.tsx';
export { SavingsCalculator } from './savings-calculator.tsx';
export { VolumeDiscountTable } from './volume-discount-table.tsx';
