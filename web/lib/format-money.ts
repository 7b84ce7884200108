/** Prices are formatted in domain/ so the web pages and the server's PDFs print them alike. */
export { formatCents, formatDollars } from '#domain/common/money.ts';
