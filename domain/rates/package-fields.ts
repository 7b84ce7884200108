import { z } from 'zod';
import { DIMENSION_UNITS, WEIGHT_UNITS } from './units.ts';

// Far above any service's limits, and low enough that the engine's integer arithmetic stays exact.
export const MAX_WEIGHT = 10_000;
export const MAX_DIMENSION = 1_000;

// A plain decimal as people type one: "2", "2.5", ".5", "-1". Not "1e3", "0x10" or "Infinity",
// which Number() would read as numbers nobody meant.
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Form fields send numbers as text: blank text is no number at all ("is required"), a plain
 * decimal is read as a number, and any other text stays text ("must be a number").
 */
function readTypedNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL_TEXT.test(text) ? Number(text) : value;
}

/** A required non-negative number up to `max`, named in its messages (spec section 5, Package). */
function packageNumber(label: string, max: number) {
  return z.preprocess(
    readTypedNumber,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? `${label} is required.` : `${label} must be a number.`,
      })
      .nonnegative(`${label} must not be negative.`)
      .max(max, `${label} must be at most ${max}.`),
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
