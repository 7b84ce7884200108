import { describe, expect, it } from 'vitest';
import {
  GREATER_VANCOUVER_FSAS,
  GREATER_VANCOUVER_MEMBERS,
  greaterVancouverVerdict,
  isInGreaterVancouver,
} from './greater-vancouver.ts';

describe('GREATER_VANCOUVER_FSAS', () => {
  it("holds Metro Vancouver's 93 postal areas, all British Columbia FSAs", () => {
    expect(GREATER_VANCOUVER_FSAS.size).toBe(93);
    expect([...GREATER_VANCOUVER_FSAS].every((fsa) => /^V\d[A-Z]$/.test(fsa))).toBe(true);
  });

  it('names the member municipalities the postal data knows, Langley twice', () => {
    expect(GREATER_VANCOUVER_MEMBERS).toHaveLength(16);
    expect(GREATER_VANCOUVER_MEMBERS).toEqual(
      expect.arrayContaining(['Burnaby', 'Langley City', 'Langley Township', 'North Vancouver']),
    );
  });
});

describe('greaterVancouverVerdict', () => {
  it.each([
    ['V6B 1A1', 'downtown Vancouver'],
    ['V6T 1Z4', 'UBC'],
    ...['V5A', 'V5B', 'V5C', 'V5E', 'V5G', 'V5H', 'V5J', 'V3N'].map((fsa) => [
      `${fsa} 1A1`,
      'Burnaby',
    ]),
    ['V3J 1A1', 'Coquitlam North, next to Burnaby'],
    ...['V3R', 'V3S', 'V3T', 'V3V', 'V3W', 'V3X', 'V4N', 'V4P'].map((fsa) => [
      `${fsa} 1A1`,
      'Surrey',
    ]),
    ['V2W 1A1', 'Maple Ridge East'],
    ['V2X 1A1', 'Maple Ridge West'],
    ['V1M 1A1', 'Langley Township North'],
    ['V2Y 1A1', 'Langley Township Northwest'],
    ['V2Z 1A1', 'Langley Township Southwest'],
    ['V3A 1A1', 'Langley City'],
    ['V3H 1A1', 'Port Moody, with Anmore and Belcarra'],
    ['V3Y 1A1', 'Pitt Meadows'],
    ['V3L 1A1', 'New Westminster'],
    ['V4B 1A1', 'White Rock'],
    ['V4M 1A1', 'Delta Southwest, with Tsawwassen First Nation'],
    ['V7A 1A1', 'Richmond'],
    ['V7G 1A1', 'North Vancouver'],
    ['V7W 1A1', 'West Vancouver'],
  ])('%s is inside (%s)', (code) => expect(greaterVancouverVerdict(code)).toBe('inside'));

  it.each([
    ['V2V 1A1', 'Mission East'],
    ['V4S 1A1', 'Mission West'],
    ['V2S 1A1', 'Abbotsford Southeast'],
    ['V3G 1A1', 'Abbotsford East'],
    ['V4X 1A1', 'Abbotsford West'],
    ['V2P 1A1', 'Chilliwack'],
    ['V4T 1A1', 'West Kelowna'],
    ['V4V 1A1', 'Lake Country'],
    ['V8B 1A1', 'Squamish'],
    ['V0N 1A1', 'Bowen Island, Lions Bay, Whistler and the Sunshine Coast'],
    ['V7Z 1A1', 'no such V7x'],
    ['V8W 1A1', 'Victoria'],
    ['M5V 2T6', 'Toronto'],
    ['98101', 'Seattle'],
  ])('%s is outside (%s)', (code) => expect(greaterVancouverVerdict(code)).toBe('outside'));

  it.each(['v5k 1a1', 'V5h', 'v6B1A1', ' v7x'])('ignores case and spacing: %s is inside', (code) =>
    expect(isInGreaterVancouver(code)).toBe(true),
  );

  it('judges from three characters, before the code is complete', () => {
    expect(greaterVancouverVerdict('V5H')).toBe('inside');
    expect(greaterVancouverVerdict('V4S')).toBe('outside');
  });

  it.each(['', 'V', 'V6', ' V6 '])('does not judge %j yet', (code) => {
    expect(greaterVancouverVerdict(code)).toBe('too short to judge');
    expect(isInGreaterVancouver(code)).toBe(false);
  });
});
