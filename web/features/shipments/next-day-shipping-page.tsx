import { ShippingLayout } from './shipping-page.tsx';

/** /van-next-day-delivery (spec section 2, Second Day Shipping page): Greater Vancouver only. */
export function NextDayShippingPage() {
  return <ShippingLayout variant="nextDay" />;
}
