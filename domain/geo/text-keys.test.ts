import { describe, expect, it } from 'vitest';
import { foldText, placeKey } from './text-keys.ts';

describe('foldText', () => {
  it('drops case, accents and dots', () => {
    expect(foldText('  Québec ')).toBe('quebec');
    expect(foldText('B.C.')).toBe('bc');
    expect(foldText('Newfoundland & Labrador')).toBe('newfoundland and labrador');
  });
});

describe('placeKey', () => {
  it.each([
    ["St. John's", 'Saint Johns'],
    ['ST JOHNS', "Saint John's"],
    ['Montréal', 'MONTREAL'],
    ["Coeur d'Alene", 'Coeur D Alene'],
    ['Sainte-Foy', 'Ste Foy'],
    ['Mt. Pearl', 'Mount Pearl'],
  ])('gives %s and %s one key', (one, other) => {
    expect(placeKey(one)).toBe(placeKey(other));
  });

  it('keeps different places apart', () => {
    expect(placeKey('Saint John')).not.toBe(placeKey("St. John's"));
  });
});
