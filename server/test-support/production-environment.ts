/** The least a production configuration needs: NODE_ENV and the secrets nodes share. */
export const PRODUCTION_ENVIRONMENT = {
  NODE_ENV: 'production',
  CARRIER_EVENTS_SECRET: 'c'.repeat(32),
  PAYMENTS_SANDBOX_SECRET: 'p'.repeat(32),
  WEBHOOK_SECRETS_KEY: 'w'.repeat(32),
} as const;
