import { chargeableGrams } from './chargeable-weight.ts';
import { customerPrice, type CustomerPrice, type PricingAccount } from './customer-price.ts';
import { isInGreaterVancouver } from './greater-vancouver.ts';
import { listPriceCents } from './list-prices.ts';
import { fitsWithin, type Parcel } from './parcel.ts';
import type { CountryCode } from '../common/postal-code-format.ts';
import {
  laneFor,
  SERVICE_CATALOGUE,
  type Eta,
  type Lane,
  type Service,
} from './service-catalogue.ts';
import { greatCircleKm, isSameCity, zoneFor, type Coordinates, type Zone } from './zones.ts';

/** A located postal code: where it is and which country it belongs to. */
export type Place = Coordinates & { postalCode: string; country: CountryCode };

export type Route = {
  lane: Lane;
  zone: Zone;
  sameCity: boolean;
  withinGreaterVancouver: boolean;
};

export type ServiceQuote = CustomerPrice & { service: Service; eta: Eta };

/** The route between two places: lane by countries, zone by distance and border, same city, and whether both ends are in Greater Vancouver. */
export function routeBetween(origin: Place, destination: Place): Route {
  const crossesBorder = origin.country !== destination.country;
  const distanceKm = greatCircleKm(origin, destination);
  return {
    lane: laneFor(origin.country, destination.country),
    zone: zoneFor(distanceKm, crossesBorder),
    sameCity: isSameCity(distanceKm, crossesBorder),
    withinGreaterVancouver:
      isInGreaterVancouver(origin.postalCode) && isInGreaterVancouver(destination.postalCode),
  };
}

/** A service is offered on its own lane; the Greater Vancouver ones only when both ends are in Greater Vancouver. */
export function isOffered(service: Service, route: Route): boolean {
  return (
    service.lane === route.lane && (!service.greaterVancouverOnly || route.withinGreaterVancouver)
  );
}

/** Prices every service offered on the route that takes the parcel, cheapest first (catalogue order on a tie). */
export function quoteServices(
  parcel: Parcel,
  origin: Place,
  destination: Place,
  account: PricingAccount,
): ServiceQuote[] {
  const route = routeBetween(origin, destination);
  const billedGrams = chargeableGrams(parcel);
  const quote = (service: Service): ServiceQuote => {
    const listCents = listPriceCents(service.speed, route.zone, billedGrams);
    const eta = service.transitDays[route.zone];
    return { service, eta, ...customerPrice(listCents, account, route.sameCity) };
  };
  const offeredAndFits = (service: Service) =>
    isOffered(service, route) && fitsWithin(parcel, service.limits);
  return SERVICE_CATALOGUE.filter(offeredAndFits)
    .map(quote)
    .sort((a, b) => a.finalCents - b.finalCents);
}
