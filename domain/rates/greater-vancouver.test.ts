import { describe, expect, it } from 'vitest';
import {
  GREATER_VANCOUVER_FSAS,
  greaterVancouverVerdict,
  isInGreaterVancouver,
} from './greater-vancouver.ts';

describe('GREATER_VANCOUVER_FSAS', () => {
  it('holds the spec\'s "about 65" prefixes, all British Columbia FSAs', () => {
    expect(GREATER_VANCOUVER_FSAS.size).toBe(70);
    expect([...GREATER_VANCOUVER_FSAS].every((fsa) => /^V\d[A-Z]$/.test(fsa))).toBe(true);
  });
});

describe('greaterVancouverVerdict', () => {
  it.each([
    ['V5K 1A1', 'the first of V5K-V6Z'],
    ['V6Z 2E6', 'the last of V5K-V6Z'],
    ['V6B 1A1', 'downtown Vancouver'],
    ['V7A 1A1', 'Richmond, the first V7x'],
    ['V7Y 1A1', 'Pacific Centre, the last V7x'],
    ['V3B 1A1', 'Port Coquitlam'],
    ['V3V 1A1', 'Surrey'],
    ['V4A 1A1', 'Surrey Southwest, a V4x'],
    ['V4W 1A1', 'Langley Township East'],
  ])('%s is inside (%s)', (code) => expect(greaterVancouverVerdict(code)).toBe('inside'));

  it.each([
    ['V5J 1A1', 'Burnaby, just before V5K'],
    ['V7Z 1A1', 'no such V7x'],
    ['V4X 1A1', 'Abbotsford'],
    ['V4T 1A1', 'West Kelowna'],
    ['V3A 1A1', 'Langley City'],
    ['V8W 1A1', 'Victoria'],
    ['M5V 2T6', 'Toronto'],
    ['98101', 'Seattle'],
  ])('%s is outside (%s)', (code) => expect(greaterVancouverVerdict(code)).toBe('outside'));

  it.each(['v5k 1a1', 'V5k', 'v6B1A1', ' v7x'])('ignores case and spacing: %s is inside', (code) =>
    expect(isInGreaterVancouver(code)).toBe(true),
  );

  it('judges from three characters, before the code is complete', () => {
    expect(greaterVancouverVerdict('V6B')).toBe('inside');
    expect(greaterVancouverVerdict('V5J')).toBe('outside');
  });

  it.each(['', 'V', 'V6', ' V6 '])('does not judge %j yet', (code) => {
    expect(greaterVancouverVerdict(code)).toBe('too short to judge');
    expect(isInGreaterVancouver(code)).toBe(false);
  });
});
