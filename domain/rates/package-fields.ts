import { z } from 'zod';
import { DIMENSION_UNITS, WEIGHT_UNITS } from './units.ts';

// Far above any service's limits, and low enough that the engine's integer arithmetic stays exact.
export const MAX_WEIGHT = 10_000;
export const MAX_DIMENSION = 1_000;

// A decimal as people type one, or as a browser's number field and a spreadsheet write a large
// one: "2", "2.5", ".5", "-1", "1e9", "1E+21". Not "0x10" or "Infinity", which Number() would read
// as numbers nobody meant.
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The number typed text spells ("2.50" is 2.5, "1e9" is 1000000000), or null when it spells none. */
export function readPackageNumber(text: string): number | null {
  const trimmed = text.trim();
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Form fields send numbers as text: blank text is no number at all ("is required"), a number
 * written out is read as one, and any other text stays text ("must be a number").
 */
function readTypedNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return readPackageNumber(value) ?? value;
}

/** A required non-negative number up to `max`, named in its messages (spec section 5, Package). */
function packageNumber(label: string, max: number) {
  const tooLarge = `${label} must be at most ${max}.`;
  return z.preprocess(
    readTypedNumber,
    z
      .number({
        error: ({ input }) => {
          if (input === undefined) return `${label} is required.`;
          // Only a number too large for a double gets here as one: "1e400" is Infinity.
          return input === Infinity ? tooLarge : `${label} must be a number.`;
        },
      })
      .nonnegative(`${label} must not be negative.`)
      .max(max, tooLarge),
  );
}

/**
 * The package's fields with their rules and messages, one definition for the rate request, the
 * order and the shipment form, so that the browser and the server can never disagree.
 */
export const PackageFieldSchemas = {
  weight: packageNumber('Weight', MAX_WEIGHT),
  weightUnit: z.enum(WEIGHT_UNITS, { error: 'Weight unit must be KGS or LBS.' }),
  length: packageNumber('Length', MAX_DIMENSION),
  width: packageNumber('Width', MAX_DIMENSION),
  height: packageNumber('Height', MAX_DIMENSION),
  dimensionUnit: z.enum(DIMENSION_UNITS, { error: 'Dimension unit must be CM or IN.' }),
};
