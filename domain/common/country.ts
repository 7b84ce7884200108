/** 'Canada' and 'CA' are CA, 'USA' and 'US' are US (spec section 5, country normalisation), any case. */
export function normalizeCountry(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toUpperCase();
  if (text === 'CANADA') return 'CA';
  if (text === 'USA' || text === 'UNITED STATES') return 'US';
  return text;
}
