import { PackageFieldSchemas } from '../rates/package-fields.ts';
import {
  COUNTRY_CODES,
  countryOfPostalCode,
  normalizePostalCode,
  type CountryCode,
} from '../common/postal-code-format.ts';
import type { RateRequest } from '../rates/schemas.ts';
import { SERVICE_CATALOGUE } from '../rates/service-catalogue.ts';
import type { DimensionUnit, WeightUnit } from '../rates/units.ts';
import { SiteRoutes } from './routes.ts';

/**
 * What a quote hands on to /shipping ("Ship now"): the route, the parcel and the service the
 * user chose, each part present only when it was in the link and valid.
 */
export type QuotedShipment = {
  originPostalCode?: string;
  destinationPostalCode?: string;
  countryCode?: CountryCode;
  weight?: number;
  weightUnit?: WeightUnit;
  length?: number;
  width?: number;
  height?: number;
  dimensionUnit?: DimensionUnit;
  serviceCode?: string;
};

// The link's parameter for each part; short words, since people see and share the address.
const PARAMETERS = {
  originPostalCode: 'from',
  destinationPostalCode: 'to',
  countryCode: 'country',
  weight: 'weight',
  weightUnit: 'weightUnit',
  length: 'length',
  width: 'width',
  height: 'height',
  dimensionUnit: 'dimensionUnit',
  serviceCode: 'service',
} as const satisfies Record<keyof QuotedShipment, string>;

/** /shipping with a quote's route and parcel, and the chosen service when there is one. */
export function shippingLinkForQuote(request: RateRequest, serviceCode?: string): string {
  const quoted: QuotedShipment = { ...request, serviceCode };
  const search = new URLSearchParams();
  for (const [part, parameter] of Object.entries(PARAMETERS) as [keyof QuotedShipment, string][]) {
    const value = quoted[part];
    if (value !== undefined) search.set(parameter, String(value));
  }
  return `${SiteRoutes.shipping}?${search.toString()}`;
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

const SERVICE_CODES = SERVICE_CATALOGUE.map((service) => service.code);

function postalCodeOf(text: string | null): string | undefined {
  return text !== null && countryOfPostalCode(text) ? normalizePostalCode(text) : undefined;
}

function numberOf(schema: (typeof PackageFieldSchemas)['weight'], text: string | null) {
  if (text === null) return undefined;
  const parsed = schema.safeParse(text);
  return parsed.success ? (parsed.data as number) : undefined;
}

function choiceOf<T extends string>(values: readonly T[], text: string | null): T | undefined {
  return text !== null && isOneOf(values, text) ? text : undefined;
}

/**
 * The quote a /shipping link carries. Links are typed, shared and edited by hand, so a part
 * that is missing or not valid is left out rather than refused: the form asks for it as usual.
 */
export function quotedShipmentOf(search: URLSearchParams): QuotedShipment {
  const get = (part: keyof QuotedShipment) => search.get(PARAMETERS[part]);
  const quoted: QuotedShipment = {
    originPostalCode: postalCodeOf(get('originPostalCode')),
    destinationPostalCode: postalCodeOf(get('destinationPostalCode')),
    countryCode: choiceOf(COUNTRY_CODES, get('countryCode')),
    weight: numberOf(PackageFieldSchemas.weight, get('weight')),
    weightUnit: choiceOf(PackageFieldSchemas.weightUnit.options, get('weightUnit')),
    length: numberOf(PackageFieldSchemas.length, get('length')),
    width: numberOf(PackageFieldSchemas.width, get('width')),
    height: numberOf(PackageFieldSchemas.height, get('height')),
    dimensionUnit: choiceOf(PackageFieldSchemas.dimensionUnit.options, get('dimensionUnit')),
    serviceCode: choiceOf(SERVICE_CODES, get('serviceCode')),
  };
  return Object.fromEntries(
    Object.entries(quoted).filter(([, value]) => value !== undefined),
  ) as QuotedShipment;
}
