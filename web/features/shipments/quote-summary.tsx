import { Alert, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { COUNTRY_NAMES } from '#domain/geo/regions.ts';
import { SERVICE_CATALOGUE } from '#domain/rates/service-catalogue.ts';
import type { QuotedShipment } from '#domain/site/shipping-link.ts';

/** Whether a quote carried the route it was priced for, which is what the summary is about. */
export const hasQuotedRoute = (quote: QuotedShipment) =>
  quote.originPostalCode !== undefined && quote.destinationPostalCode !== undefined;

/** "2 kg in a 28 × 15 × 11 cm box", from the parts the quote carried. */
function parcelOf({ weight, weightUnit, length, width, height, dimensionUnit }: QuotedShipment) {
  const parts: string[] = [];
  if (weight !== undefined) parts.push(`${weight} ${weightUnit === 'LBS' ? 'lb' : 'kg'}`);
  if (length !== undefined && width !== undefined && height !== undefined) {
    parts.push(`a ${length} × ${width} × ${height} ${dimensionUnit === 'IN' ? 'in' : 'cm'} box`);
  }
  return parts.join(' in ');
}

/** What the home page's quote handed on, so the user sees why the form is partly filled. */
export function QuoteSummary({ quote }: { quote: QuotedShipment }) {
  const service = SERVICE_CATALOGUE.find((entry) => entry.code === quote.serviceCode);
  const country = quote.countryCode && COUNTRY_NAMES[quote.countryCode];
  const parcel = parcelOf(quote);
  return (
    <Alert
      variant="light"
      color="blue"
      radius="lg"
      title="Continuing your quote"
      icon={<IconReceipt aria-hidden />}
    >
      <Text size="sm">
        From {quote.originPostalCode} to {quote.destinationPostalCode}
        {country && ` (${country})`}
        {parcel && `, ${parcel}`}
        {service && `, ${service.name}`}. The package is filled in: type each street and pick its
        address, and the rates for these details appear below.
      </Text>
    </Alert>
  );
}
