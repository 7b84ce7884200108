import path from 'node:path';

/** The hand-typed sample of the nomenclature (hs-nomenclature/README.md). */
export const HS_NOMENCLATURE_SAMPLE = path.join(
  import.meta.dirname,
  'hs-nomenclature/hs-nomenclature.sample.csv',
);

/**
 * Products a Canadian shop ships, as its people would type them, with the subheading the public
 * tariffs (CBSA's Customs Tariff, the USITC's HTS) give each, checked against the HS 2022 table.
 */
export const SHOP_PRODUCTS: { product: string; typed: string; subheading: string }[] = [
  { product: 'cotton T-shirt', typed: 'cotton t-shirt', subheading: '610910' },
  { product: 'printed cotton T-shirt', typed: 'cotton tshirt', subheading: '610910' },
  { product: 'maple syrup', typed: 'maple syrup', subheading: '170220' },
  { product: 'wool socks', typed: 'wool socks', subheading: '611594' },
  { product: 'leather handbag', typed: 'leather handbag', subheading: '420221' },
  { product: 'ceramic dinner plates', typed: 'ceramic tableware', subheading: '691200' },
  { product: 'scented candle', typed: 'candles', subheading: '340600' },
  { product: 'paperback book', typed: 'printed books', subheading: '490199' },
  { product: 'stainless steel pot', typed: 'stainless steel kitchen', subheading: '732393' },
  { product: 'insulated water bottle', typed: 'vacuum flask', subheading: '961700' },
  { product: 'jigsaw puzzle', typed: 'puzzle', subheading: '950300' },
  { product: 'lipstick', typed: 'lip makeup', subheading: '330410' },
  { product: 'shampoo', typed: 'shampoo', subheading: '330510' },
  { product: 'roasted coffee beans', typed: 'roasted coffee', subheading: '090121' },
  { product: 'green tea', typed: 'green tea', subheading: '090210' },
  { product: 'chocolate bar', typed: 'chocolate bars', subheading: '180632' },
  { product: 'running shoes', typed: 'training shoes', subheading: '640411' },
  { product: 'knitted toque', typed: 'knitted hat', subheading: '650500' },
  { product: 'silver ring', typed: 'silver jewelry', subheading: '711311' },
  { product: 'earbuds', typed: 'earphones', subheading: '851830' },
  { product: 'LED light bulb', typed: 'LED lamp', subheading: '853952' },
  { product: 'bicycle', typed: 'bicycle', subheading: '871200' },
  { product: 'wildflower honey', typed: 'natural honey', subheading: '040900' },
  { product: 'smoked sockeye salmon', typed: 'smoked salmon', subheading: '030541' },
  { product: 'hockey skates', typed: 'ice skates', subheading: '950670' },
  { product: 'wool mittens', typed: 'wool mittens', subheading: '611691' },
  { product: 'deck of cards', typed: 'playing cards', subheading: '950440' },
  { product: 'wool throw', typed: 'wool blanket', subheading: '630120' },
  { product: 'eau de parfum', typed: 'perfume', subheading: '330300' },
  { product: 'smartphone', typed: 'smartphone', subheading: '851713' },
  { product: 'bamboo toothbrush', typed: 'toothbrush', subheading: '960321' },
];
