const UNIQUE_VIOLATION = '23505';

/** True when the database refused a row for a duplicate key (drizzle may wrap the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return (
    codeOf(error) === UNIQUE_VIOLATION ||
    codeOf((error as { cause?: unknown } | null)?.cause) === UNIQUE_VIOLATION
  );
}
