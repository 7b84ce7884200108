import { expect, it } from 'vitest';
import { isRowId } from './row-id.ts';

it('takes a uuid, in either case', () => {
  expect(isRowId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
  expect(isRowId('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
});

it.each(['', '42', 'not-a-uuid', '0f8fad5b-d9cb-469f-a165-70867728950', "1' OR '1'='1"])(
  'refuses %j',
  (text) => expect(isRowId(text)).toBe(false),
);
