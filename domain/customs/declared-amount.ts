import { centsToDollars } from '#domain/common/money.ts';

let twoDecimals: Intl.NumberFormat | undefined;

/** An amount as customs papers write it, two decimals and thousands separators: 1234.5 -> "1,234.50". */
export function formatTwoDecimals(amount: number): string {
  twoDecimals ??= new Intl.NumberFormat('en-CA', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return twoDecimals.format(amount);
}

/** An amount of a declaration's currency: 1234.5, "CAD" -> "CAD 1,234.50". */
export function formatDeclaredAmount(amount: number, currency: string): string {
  return `${currency} ${formatTwoDecimals(amount)}`;
}

/** Whole cents of a declaration's currency: 123450, "CAD" -> "CAD 1,234.50". */
export function formatDeclaredCents(cents: number, currency: string): string {
  return formatDeclaredAmount(centsToDollars(cents), currency);
}
