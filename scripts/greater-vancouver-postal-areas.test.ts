import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codes } from 'zipcodes';
import {
  generateGreaterVancouverModule,
  GENERATED_MODULE_PATH,
  selectGreaterVancouverPostalAreas,
} from './greater-vancouver-postal-areas.ts';

describe('the generated Greater Vancouver postal areas', () => {
  it('are what the generator writes from the installed postal data: run npm run generate:greater-vancouver and review the difference', () => {
    expect(readFileSync(GENERATED_MODULE_PATH, 'utf8')).toBe(generateGreaterVancouverModule());
  });
});

describe('selectGreaterVancouverPostalAreas', () => {
  const areas = selectGreaterVancouverPostalAreas(Object.values(codes));
  const memberOf = (fsa: string) => areas.find((area) => area.fsa === fsa)?.member;

  it('names each area after its member by the longest matching name', () => {
    expect(memberOf('V3B')).toBe('Port Coquitlam');
    expect(memberOf('V3K')).toBe('Coquitlam');
    expect(memberOf('V7G')).toBe('North Vancouver');
    expect(memberOf('V7S')).toBe('West Vancouver');
    expect(memberOf('V6B')).toBe('Vancouver');
    expect(memberOf('V3A')).toBe('Langley City');
    expect(memberOf('V2Y')).toBe('Langley Township');
  });

  it.each([
    ['V4S', 'Mission West'],
    ['V2S', 'Abbotsford Southeast'],
    ['V2P', 'Chilliwack Central'],
    ['V8B', 'Squamish'],
    ['V0N', 'the rural area of Bowen Island, Lions Bay, Whistler and the Sunshine Coast'],
    ['L4B', 'Richmond Hill, Ontario'],
  ])('leaves out %s (%s)', (fsa) => expect(memberOf(fsa)).toBeUndefined());

  it('fails when a member no longer names any area, as the data would have changed', () => {
    const withoutBurnaby = Object.values(codes).filter((row) => !row.city.startsWith('Burnaby'));
    expect(() => selectGreaterVancouverPostalAreas(withoutBurnaby)).toThrow(
      'No postal area is named after Burnaby.',
    );
  });
});
