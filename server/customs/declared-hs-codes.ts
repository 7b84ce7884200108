import type { FieldProblem } from '#domain/common/error.ts';
import type { CustomsItem } from '#domain/customs/customs-declaration.ts';
import { CustomsMessages as Messages } from '#domain/customs/customs-messages.ts';
import { formatHsCode, hsSubheadingOf } from '#domain/customs/hs-code.ts';
import type { HsNomenclature } from './nomenclature.ts';
import { lowerBound } from './sorted-lists.ts';

/** Whether six digits are a subheading of the Harmonized System ("610910" is, "610999" is not). */
export function isHsSubheading(nomenclature: HsNomenclature, digits6: string): boolean {
  const { codes } = nomenclature;
  return codes[lowerBound(codes, digits6)] === digits6;
}

/**
 * The first declared item whose HS code's first six digits are not a subheading of the
 * Harmonized System, as a 400's field problem ("Customs item 2: HS code 6109.99 is not ...");
 * null when every one is, when nothing is declared, or when the nomenclature is not loaded
 * (the declaration's schema has then checked the codes' shape, which is all that can be).
 */
export function declaredHsCodeProblem(
  nomenclature: HsNomenclature | null,
  customs: { items: readonly Pick<CustomsItem, 'hsCode'>[] } | null | undefined,
): FieldProblem | null {
  if (!nomenclature || !customs) return null;
  const index = customs.items.findIndex(
    (item) => item.hsCode !== '' && !isHsSubheading(nomenclature, hsSubheadingOf(item.hsCode)),
  );
  if (index < 0) return null;
  const { hsCode } = customs.items[index]!;
  return {
    // Named as request validation names a field (server/http/error-handler.ts), so the form reads both alike.
    field: `customs/items/${index}/hsCode`,
    message: Messages.item(index + 1, Messages.hsCodeNotSubheading(formatHsCode(hsCode))),
  };
}
