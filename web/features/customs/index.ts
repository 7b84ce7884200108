/** The customs feature's front door: what the shipment form uses of it (docs/ARCHITECTURE.md). */
import { lazy } from 'react';

// The section, its picker, the country names and the declaration's checks arrive as their own
// chunk when a parcel first crosses the border: a domestic shipment's page downloads none of it.
export const CustomsSection = lazy(() => import('./customs-section.tsx'));
export type { CustomsFormApi } from './customs-section.tsx';
export { toCustomsPayload } from './customs-payload.ts';
export type { CustomsFormValues, CustomsHostValues } from './customs-form-values.ts';
