import type { CustomsDeclaration } from '#domain/customs/customs-declaration.ts';
import type { CountryCode } from '#domain/common/postal-code-format.ts';

/** One end of a shipment as the label prints it; empty optional parts are left out. */
export type LabelParty = {
  name: string;
  company?: string;
  streetAddress: string;
  unitNumber?: string;
  city: string;
  province: string;
  postalCode: string;
  countryCode: CountryCode;
  phone: string;
};

/** Everything a 4 x 6 in label shows; the orders code fills it from a paid order. */
export type LabelData = {
  trackingNumber: string;
  service: { code: string; name: string };
  /** The billed weight (greater of actual and volumetric, rounded up), printed in kg. */
  chargeableGrams: number;
  /** The day the parcel is handed over, as 'YYYY-MM-DD'. */
  shipDate: string;
  sender: LabelParty;
  recipient: LabelParty;
  /** The package instruction as the customer wrote it; may be empty. */
  remarks: string;
  /** The declaration of a parcel that crosses the border, printed on the pages after the label; null for a domestic one. */
  customs: CustomsDeclaration | null;
};
