import { describe, expect, it } from 'vitest';
import { paginate } from './paginate.ts';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('paginate', () => {
  it('cuts 25 addresses into pages of 10, 10 and 5', () => {
    expect(paginate(numbers(25), 1, 10)).toEqual({
      items: numbers(10),
      page: 1,
      pageCount: 3,
      first: 1,
      last: 10,
    });
    expect(paginate(numbers(25), 2, 10)).toMatchObject({ page: 2, first: 11, last: 20 });
    expect(paginate(numbers(25), 3, 10)).toMatchObject({
      items: [21, 22, 23, 24, 25],
      first: 21,
      last: 25,
    });
  });

  it('fits an exact multiple without an empty last page', () => {
    expect(paginate(numbers(20), 1, 10).pageCount).toBe(2);
    expect(paginate(numbers(30), 1, 30).pageCount).toBe(1);
  });

  it('reads a page past the end as the last one, and one before the start as the first', () => {
    expect(paginate(numbers(25), 9, 10)).toMatchObject({ page: 3, first: 21 });
    expect(paginate(numbers(25), 0, 10)).toMatchObject({ page: 1, first: 1 });
    expect(paginate(numbers(25), Number.NaN, 10)).toMatchObject({ page: 1 });
  });

  it('falls back to the last page when a bigger page size leaves fewer pages', () => {
    expect(paginate(numbers(25), 3, 50)).toMatchObject({ page: 1, pageCount: 1, last: 25 });
  });

  it('answers one empty page for an empty list', () => {
    expect(paginate([], 1, 10)).toEqual({ items: [], page: 1, pageCount: 1, first: 0, last: 0 });
  });

  it('pages the picker five at a time', () => {
    expect(paginate(numbers(12), 3, 5)).toMatchObject({ items: [11, 12], pageCount: 3 });
  });
});
