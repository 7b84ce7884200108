import { CustomsDeclarationSchema } from '#domain/customs/customs-declaration.ts';
import { SAMPLE_CUSTOMS, TWENTY_ITEM_CUSTOMS } from '#domain/test-support/sample-customs.ts';
import { SAMPLE_PLACES } from '#domain/test-support/sample-addresses.ts';
import type { LabelData } from '../labels/label-data.ts';

/** Vancouver to Toronto, 2.4 kg Expedited: a typical label, for tests and the benchmark. */
export const sampleLabel: LabelData = {
  trackingNumber: 'MP123456785CA',
  service: { code: 'CA_EXPEDITED', name: 'Expedited Parcel' },
  chargeableGrams: 2_400,
  shipDate: '2026-03-14',
  sender: {
    name: 'Olivia Tremblay',
    company: 'Maple Leaf Ceramics',
    ...SAMPLE_PLACES.royalCentre,
    unitNumber: '1203',
    phone: '604-555-0123',
  },
  recipient: {
    name: 'Marc-André Gagnon',
    company: 'Café Lumière',
    ...SAMPLE_PLACES.cnTower,
    unitNumber: '',
    phone: '+1 (416) 555-0188',
  },
  remarks: 'Fragile. Handle with care. Leave at front desk.',
  customs: null,
};

const longText = (words: string) => Array.from({ length: 12 }, () => words).join(' ');

/** Overlong parts, accents, Chinese and emoji: a label that must still render inside its page. */
export const awkwardLabel: LabelData = {
  ...sampleLabel,
  trackingNumber: 'MP000000014CA',
  service: {
    code: 'GVA_SECOND_DAY',
    name: 'Greater Vancouver Second Day Delivery Service Extra Long Name',
  },
  chargeableGrams: 29_950,
  sender: {
    ...sampleLabel.sender,
    name: '王小明 Wang Xiaoming',
    company: 'Société Générale de Fabrication Artisanale et Industrielle du Québec Incorporée',
    streetAddress: '12345 Boulevard de la Côte-des-Neiges Nord-Est Prolongé',
  },
  recipient: {
    ...sampleLabel.recipient,
    name: 'Zoë Françoise Łukasiewicz-Ørsted de la Montagne-Saint-Hilaire 🙂',
    company: '北京国际贸易有限公司',
    streetAddress: '98765 Chemin du Grand-Bois-de-la-Rivière-aux-Écorces-Supérieure',
    unitNumber: 'PH-4501',
    city: 'Saint-Jean-sur-Richelieu-des-Cantons-de-l’Est',
    province: 'QC',
    postalCode: 'J3B 1A1',
  },
  remarks: longText('Fragile, this side up, keep dry — ça va? 请小心轻放.'),
};

/** Vancouver to New York with SAMPLE_CUSTOMS: maple syrup and a T-shirt, sold, CUSMA-originating. */
export const crossBorderLabel: LabelData = {
  ...sampleLabel,
  trackingNumber: 'MP000000028CA',
  service: { code: 'CA_US_EXPEDITED', name: 'Canada to USA Expedited' },
  recipient: {
    name: 'Alan Turing',
    company: 'Bletchley LLC',
    ...SAMPLE_PLACES.empireState,
    unitNumber: '3300',
    phone: '+1 212 736 3100',
  },
  customs: CustomsDeclarationSchema.parse(SAMPLE_CUSTOMS),
};

/** The cross-border label with the most items a declaration holds: its customs pages flow onto a second. */
export const twentyItemLabel: LabelData = {
  ...crossBorderLabel,
  trackingNumber: 'MP000000031CA',
  customs: TWENTY_ITEM_CUSTOMS,
};
