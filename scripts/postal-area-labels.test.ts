import { codes } from 'zipcodes';
import { describe, expect, it } from 'vitest';
import {
  hasLostCharacters,
  isRuralArea,
  municipalityOfLabel,
  repairLostAccents,
  tidyPlaceName,
  townOfRuralLabel,
} from './postal-area-labels.ts';

const canadianRows = Object.values(codes).filter((row) => row.country === 'Canada');

describe('municipalityOfLabel', () => {
  it.each([
    ['Vancouver (ne Downtown / Harbour Centre / Gastown / Yaletown)', 'Vancouver'],
    ['Downtown Toronto (cn Tower / King And Spadina)', 'Toronto'],
    ['Downtown Montreal East', 'Montreal'],
    ['Old Montreal', 'Montreal'],
    ['North Vancouver Outer East', 'North Vancouver'],
    ['Kelowna East Central', 'Kelowna'],
    ['Lethbridge West And Central', 'Lethbridge'],
    ['Quebec City North Central', 'Quebec City'],
    ['Campbell River Outskirts', 'Campbell River'],
    ["St. John's Northwest Newfoundland & Labrador Provincial Government", "St. John's"],
    ['Fort Mcmurray Northwest', 'Fort McMurray'],
    ['Trois-rivi\uFFFDres Central', 'Trois-Rivières'],
    ['Sainte-th\uFFFDr\uFFFDse- De-blainville Northeast', 'Sainte-Thérèse-de-Blainville'],
    ['Saint-j\uFFFDr\uFFFDme Southeast', 'Saint-Jérôme'],
  ])('reads %s as %s', (label, municipality) => {
    expect(municipalityOfLabel(label)).toBe(municipality);
  });
});

describe('repairLostAccents', () => {
  it('repairs every label the package damaged', () => {
    const damaged = canadianRows.filter((row) => hasLostCharacters(repairLostAccents(row.city)));
    expect(damaged.map((row) => row.city)).toEqual([]);
  });
});

describe('townOfRuralLabel', () => {
  it('reads the town in brackets of a rural area', () => {
    expect(townOfRuralLabel('Northwestern Alberta (high Level)')).toBe('High Level');
    expect(townOfRuralLabel('Manicouagan (baie-trinit\uFFFD)')).toBe('Baie-Trinité');
  });
});

describe('tidyPlaceName', () => {
  it.each([
    ['saint-jean-sur-richelieu', 'Saint-Jean-sur-Richelieu'],
    ["l'ancienne-lorette", "L'Ancienne-Lorette"],
    ["val-d'or", "Val-d'Or"],
    ['notre-dame-de-grâce', 'Notre-Dame-de-Grâce'],
    ['portage la prairie', 'Portage la Prairie'],
    ['la prairie', 'La Prairie'],
    ['sault ste. marie', 'Sault Ste. Marie'],
  ])('prints %s as %s', (name, printed) => {
    expect(tidyPlaceName(name)).toBe(printed);
  });
});

describe('area kinds', () => {
  it('tells rural FSAs by their 0', () => {
    expect(isRuralArea('V0N')).toBe(true);
    expect(isRuralArea('V6B')).toBe(false);
  });
});
