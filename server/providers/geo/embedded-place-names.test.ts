import { describe, expect, it } from 'vitest';
import { createEmbeddedGeoProvider } from './embedded-geo-provider.ts';

// The embedded provider over the official place names (decision 012): a name the postal area
// accepts stays as typed, any other is corrected to the area's municipality, with its reason.
describe('the embedded provider with official place names', () => {
  const provider = createEmbeddedGeoProvider();
  const firstResult = async (address: string) => (await provider.geocode(address)).results[0];

  it.each([
    ['1200 rue Saint-Denis, Montréal, QC H2X 1Y4', 'Montréal'],
    ['1200 rue Saint-Denis, Montreal, QC H2X 1Y4', 'Montreal'],
    ['25 rue Laurier, Hull, QC J8X 3X7', 'Hull'],
    ['25 rue Laurier, Gatineau, QC J8X 3X7', 'Gatineau'],
    ['100 Sheppard Ave W, North York, ON M2N 6K1', 'North York'],
    ['10 King St E, Stoney Creek, ON L8G 1K9', 'Stoney Creek'],
    ['2325 rue de l’Université, Sainte-Foy, QC G1V 0A6', 'Sainte-Foy'],
    ['2325 rue de l’Université, Quebec City, QC G1V 0A6', 'Quebec City'],
    ['4300 rue Sherbrooke O, Westmount, QC H3Z 1A1', 'Westmount'],
    ['200 Brady St, Sudbury, ON P3A 5P3', 'Sudbury'],
  ])('keeps the city of %s as typed', async (address, city) => {
    expect(await firstResult(address)).toMatchObject({ city, corrections: [] });
  });

  it.each([
    ['4000 boul. Saint-Laurent, Plateau Mont-Royal, QC H2X 1Y4', 'Plateau Mont-Royal', 'Montréal'],
    ['4300 rue Sherbrooke O, Montréal, QC H3Z 1A1', 'Montréal', 'Westmount'],
    ['25 rue Laurier, Aylmer, QC J8X 3X7', 'Aylmer', 'Gatineau'],
  ])('corrects the city of %s, with its reason', async (address, typed, suggested) => {
    const result = await firstResult(address);
    expect(result?.city).toBe(suggested);
    expect(result?.corrections).toEqual([
      expect.objectContaining({ field: 'city', typed, suggested, reason: expect.any(String) }),
    ]);
  });
});
