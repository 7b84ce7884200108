/** A declaration lists 1 to this many items. */
export const MAX_CUSTOMS_ITEMS = 20;
export const MIN_DESCRIPTION_LENGTH = 3;
export const MAX_DESCRIPTION_LENGTH = 60;
export const MAX_ITEM_QUANTITY = 9_999;
/** Per unit, in the declaration's currency: far above what a parcel carries, low enough for exact cents. */
export const MAX_UNIT_VALUE = 100_000;
