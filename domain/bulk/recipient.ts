import type { BulkCustomsFields } from './customs-item.ts';
import type { PartyFormValues } from '#domain/shipments/party-fields.ts';
import type { DimensionUnit, WeightUnit } from '#domain/rates/units.ts';
import type { RecipientValidationStatus, SuggestedAddress } from './schemas.ts';

/** A party's fields as the shipment form holds them (spec section 3): the bulk sender's, and each recipient's. */
export type BulkParty = PartyFormValues;

/**
 * A recipient in the bulk wizard (spec section 3, Bulk recipient): the address fields of the
 * shipment form's parties, the package, and where its address check stands. Numbers stay text
 * as typed or read from a sheet, so a form can show exactly what the user gave; the server
 * reads them with the order's own rules.
 */
export type BulkRecipient = BulkParty & {
  /** A key for the wizard's list only; never sent. */
  id: string;
  weight: string;
  weightUnit: WeightUnit;
  length: string;
  width: string;
  height: string;
  dimensionUnit: DimensionUnit;
  validationStatus: RecipientValidationStatus;
  validationMessage: string;
  suggestedAddress: SuggestedAddress | null;
  formattedAddress: string;
  /**
   * Its customs item (decision 030), for a recipient in the other country than the sender's;
   * absent for one in the same country: a sheet's customs cells on such a row are ignored.
   */
  customs?: BulkCustomsFields;
};

/** What reading an uploaded spreadsheet gave: its recipients, or the one message that refuses the file. */
export type SpreadsheetReading =
  { ok: true; recipients: BulkRecipient[] } | { ok: false; message: string };
