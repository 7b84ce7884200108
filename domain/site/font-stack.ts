/**
 * The portal's typeface: each system's own UI font. The Mantine theme sets it for the pages,
 * and the sandbox payment vendor's card fields take it too, as a real vendor's hosted fields
 * take the merchant's font, so the card form reads like the rest of checkout.
 */
export const SYSTEM_FONT_STACK =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
