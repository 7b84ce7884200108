/** The fetch key (see mock-fetch.ts) of the suggestion call for `text`. */
export const suggestKey = (text: string) =>
  `GET /web/geo/suggest?${new URLSearchParams({ q: text })}`;

/** What a user types for the Royal Centre (the server answers ROYAL_CENTRE_SUGGESTION, see #domain/geo/sample-addresses.ts). */
export const ROYAL_CENTRE_TYPED = '1055 W Georgia St Vancouver BC V6E 3P3';
