import { streetWithUnit } from '#domain/geo/format-address.ts';
import { normalizePhone } from '#domain/common/phone.ts';
import { COUNTRY_NAMES } from '#domain/geo/regions.ts';
import { formatTrackingNumber, normalizeTrackingNumber } from '#domain/tracking/tracking-number.ts';
import type { LabelData, LabelParty } from './label-data.ts';

/** The weight in kg to one decimal, rounded up so the label never shows less than was billed: '2.4 kg'. */
export function formatKilograms(grams: number): string {
  return `${(Math.ceil(grams / 100) / 10).toFixed(1)} kg`;
}

/** A 10-digit North American number as '(604) 555-0123'; anything else as written. */
export function formatPhone(phone: string): string {
  const digits = normalizePhone(phone);
  if (!digits) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The lines of an address block, in the order and case Canada Post and USPS ask for. */
export type AddressBlock = {
  name: string;
  company: string;
  street: string;
  city: string;
  /** Province or state and postal code, printed after the city: ' BC  V6E 3P3' (two spaces before the code). */
  regionAndCode: string;
  country: string;
  phone: string;
};

/** The address block of one end of a shipment; empty parts stay empty strings. */
export function addressBlock(party: LabelParty): AddressBlock {
  return {
    name: party.name,
    company: party.company ?? '',
    street: streetWithUnit(party.streetAddress, party.unitNumber, party.countryCode).toUpperCase(),
    city: party.city.toUpperCase(),
    regionAndCode: ` ${party.province}  ${party.postalCode}`.toUpperCase(),
    country: COUNTRY_NAMES[party.countryCode].toUpperCase(),
    phone: formatPhone(party.phone),
  };
}

/** The parts of an address block in the order a label prints them, one line each, skipping empty ones. */
export const ADDRESS_PARTS = ['name', 'company', 'street', 'city', 'country', 'phone'] as const;

/** The small captions over the label's zones. */
export const LABEL_CAPTIONS = {
  service: 'SERVICE',
  from: 'FROM',
  shipTo: 'SHIP TO',
  trackingNumber: 'TRACKING NUMBER',
  remarks: 'REMARKS',
} as const;

/**
 * Every word a label prints, zone by zone. The PDF and the ZPL label are both drawn from it,
 * so what a laser printer and a thermal printer print cannot drift apart.
 */
export type LabelText = {
  brand: string;
  tagline: string;
  /** The service's name, in capitals, in the header's badge. */
  service: string;
  from: AddressBlock;
  shipTo: AddressBlock;
  /** Chargeable weight, ship date and service code, each under its caption. */
  details: [caption: string, value: string][];
  /** What the barcode encodes: letters and digits only. */
  barcode: string;
  /** The tracking number as people read it, under the barcode. */
  trackingNumber: string;
  /** The package instruction, or 'None'. */
  remarks: string;
};

export function labelText(label: LabelData): LabelText {
  const barcode = normalizeTrackingNumber(label.trackingNumber);
  return {
    brand: 'MAPLEPOST',
    tagline: 'Parcel shipping, Canada & USA',
    service: label.service.name.toUpperCase(),
    from: addressBlock(label.sender),
    shipTo: addressBlock(label.recipient),
    details: [
      ['CHARGEABLE WEIGHT', formatKilograms(label.chargeableGrams)],
      ['SHIP DATE', label.shipDate],
      ['SERVICE CODE', label.service.code],
    ],
    barcode,
    trackingNumber: formatTrackingNumber(barcode),
    remarks: label.remarks.trim() || 'None',
  };
}
