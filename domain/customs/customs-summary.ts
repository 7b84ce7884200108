import type { ContentsType } from './customs-choices.ts';
import type { CustomsDeclarationResponse } from './customs-response.ts';
import { formatDeclaredAmount } from './declared-amount.ts';
import { formatHsCode } from './hs-code.ts';

const CONTENTS_WORDS: Record<ContentsType, string> = {
  MERCHANDISE: 'Merchandise',
  GIFT: 'Gift',
  SAMPLE: 'Commercial sample',
  DOCUMENTS: 'Documents',
  RETURN: 'Returned goods',
};

type Summarised = Pick<
  CustomsDeclarationResponse,
  'contentsType' | 'currency' | 'dutiesPaidBy' | 'items' | 'totalValue'
>;

/**
 * A declaration in one line, its items counted by quantity as the sender packed them:
 * "Customs: Merchandise, 3 items, CAD 87.50, duties paid by recipient".
 */
export function customsSummary(customs: Summarised): string {
  const count = customs.items.reduce((sum, item) => sum + item.quantity, 0);
  return [
    `Customs: ${CONTENTS_WORDS[customs.contentsType]}`,
    `${count} ${count === 1 ? 'item' : 'items'}`,
    formatDeclaredAmount(customs.totalValue, customs.currency),
    `duties paid by ${customs.dutiesPaidBy === 'SENDER' ? 'sender' : 'recipient'}`,
  ].join(', ');
}

/** One declared item in one line: "2 × Pure maple syrup, 500 ml · HS 1702.20 · origin CA · CAD 14.50 each". */
export function customsItemLine(
  item: CustomsDeclarationResponse['items'][number],
  currency: string,
): string {
  return [
    `${item.quantity} × ${item.description}`,
    ...(item.hsCode ? [`HS ${formatHsCode(item.hsCode)}`] : []),
    `origin ${item.originCountry}`,
    `${formatDeclaredAmount(item.unitValue, currency)} each`,
  ].join(' · ');
}
