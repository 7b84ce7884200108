import type { OrderStatus } from '#domain/shipments/order-status.ts';
import type { ContentsType, CustomsDeclaration, DutiesPayer } from './customs-declaration.ts';

/**
 * What a commercial invoice is made for (issue 34): goods sold, and samples, whose value the
 * importing border taxes. A gift, documents or a return travel on the customs declaration alone.
 */
export const INVOICED_CONTENTS_TYPES = [
  'MERCHANDISE',
  'SAMPLE',
] as const satisfies readonly ContentsType[];

/** A declaration a commercial invoice goes with. */
export type InvoicedDeclaration = CustomsDeclaration & {
  contentsType: (typeof INVOICED_CONTENTS_TYPES)[number];
};

/** The Incoterms 2020 rules a declaration's duties terms name. */
export type Incoterm = 'DAP' | 'DDP';

/** Why a parcel has no commercial invoice, for the routes that are asked for one. */
export const CommercialInvoiceMessages = {
  notFound: 'No commercial invoice found',
  domestic: (trackingNumber: string) =>
    `Shipment ${trackingNumber} stays in one country: only a parcel between Canada and the US has a commercial invoice.`,
  notInvoiced: (trackingNumber: string, contentsType: ContentsType) =>
    `Shipment ${trackingNumber} is declared as ${contentsType}: a commercial invoice is made for MERCHANDISE and SAMPLE declarations only; its label carries the customs declaration.`,
} as const;

/** A commercial invoice goes with a declaration of merchandise or samples; a gift, documents, a return or no declaration has none. */
export function isInvoicedDeclaration<Declaration extends Pick<CustomsDeclaration, 'contentsType'>>(
  customs: Declaration | null,
): customs is Declaration & { contentsType: InvoicedDeclaration['contentsType'] } {
  return (
    customs !== null &&
    (INVOICED_CONTENTS_TYPES as readonly string[]).includes(customs.contentsType)
  );
}

/** Why a paid parcel has no commercial invoice (it stays in one country, or is not merchandise or samples); null when it has one. */
export function noCommercialInvoiceReason(
  trackingNumber: string,
  customs: Pick<CustomsDeclaration, 'contentsType'> | null,
): string | null {
  if (!customs) return CommercialInvoiceMessages.domestic(trackingNumber);
  if (!isInvoicedDeclaration(customs)) {
    return CommercialInvoiceMessages.notInvoiced(trackingNumber, customs.contentsType);
  }
  return null;
}

/**
 * A shipment offers its commercial invoice while it offers its label (paid, so past
 * ORDER_CREATED, and not cancelled) and its declaration is invoiced (isInvoicedDeclaration).
 */
export function offersCommercialInvoice(order: {
  status: OrderStatus;
  customs: Pick<CustomsDeclaration, 'contentsType'> | null;
}): boolean {
  const labelled = order.status !== 'ORDER_CREATED' && order.status !== 'CANCELLED';
  return labelled && isInvoicedDeclaration(order.customs);
}

/** Duties and taxes paid by the recipient are Delivered at Place (DAP); by the sender, Delivered Duty Paid (DDP). */
export function incotermOf(dutiesPaidBy: DutiesPayer): Incoterm {
  return dutiesPaidBy === 'SENDER' ? 'DDP' : 'DAP';
}

/** Where the website downloads a shipment's commercial invoice. */
export const commercialInvoiceWebPath = (trackingNumber: string) =>
  `/web/order/${encodeURIComponent(trackingNumber)}/commercial-invoice`;
