import { describe, expect, it } from 'vitest';
import { checkPlace } from './place-agreement.ts';

const reasonAgainst = (province: string, postalCode: string) => {
  const checked = checkPlace({ province, postalCode });
  return checked.ok ? undefined : checked.message;
};

describe('checkPlace', () => {
  it.each([
    ['QC', 'H2X 1Y4'],
    ['Québec', 'H2X 1Y4'],
    ['qc', 'h2x1y4'],
    ['ON', 'K1A 0A9'],
    // Federal buildings across the river are addressed in Gatineau with K1A codes.
    ['QC', 'K1A 0H3'],
    ['NY', '10118'],
    ['CA', '94043-1351'],
  ])('accepts %s with %s', (province, postalCode) => {
    expect(checkPlace({ province, postalCode })).toMatchObject({ ok: true });
  });

  it.each([
    ['QC', 'K2P 1L4', 'Postal code K2P is in Ontario, not Quebec.'],
    ['ON', 'J8X 3X7', 'Postal code J8X is in Quebec, not Ontario.'],
    ['BC', 'T2P 2M5', 'Postal code T2P is in Alberta, not British Columbia.'],
    ['NJ', '10118', 'Postal code 10118 is in New York, not New Jersey.'],
  ])('refuses %s with %s, saying why', (province, postalCode, reason) => {
    expect(checkPlace({ province, postalCode })).toEqual({
      ok: false,
      message: reason,
      field: 'province',
    });
  });

  it('refuses a postal code the data does not know before looking at the province', () => {
    expect(reasonAgainst('ON', 'M0A 1A1')).toMatch(/M0A 1A1/);
    expect(checkPlace({ province: 'QC', postalCode: 'hello' })).toMatchObject({
      ok: false,
      field: 'postalCode',
    });
  });
});
