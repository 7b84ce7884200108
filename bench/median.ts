/** The middle value of `values` (of an even count, the upper middle one); NaN when empty. */
export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
