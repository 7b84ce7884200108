import { statusLabel } from '../tracking/progress.ts';
import { vancouverClockAt } from '../common/vancouver-date.ts';
import type { OrderListItem } from './order-list.ts';

const COLUMNS: { title: string; cell: (order: OrderListItem) => string }[] = [
  { title: 'Tracking Number', cell: (order) => order.trackingNumber },
  { title: 'Created (Vancouver)', cell: (order) => vancouverTime(order.createdDate) },
  { title: 'Updated (Vancouver)', cell: (order) => vancouverTime(order.updatedDate) },
  { title: 'Status', cell: (order) => statusLabel(order.orderStatus) },
  { title: 'Recipient Name', cell: (order) => order.recipientName },
  { title: 'Recipient City', cell: (order) => order.recipientCity },
  { title: 'Recipient Province', cell: (order) => order.recipientProvince },
  { title: 'Service', cell: (order) => order.serviceDescription },
  { title: 'Service Code', cell: (order) => order.serviceCode },
];

function vancouverTime(iso: string): string {
  const { date, time } = vancouverClockAt(new Date(iso));
  return `${date} ${time}`;
}

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would run as a formula (starting with = + - @,
 * a tab or a carriage return) gets a leading apostrophe: recipient names are typed by anyone.
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The orders as a CSV file: a header line, then one line per order, CRLF line ends. */
export function ordersCsv(orders: readonly OrderListItem[]): string {
  const lines = [
    COLUMNS.map((column) => csvCell(column.title)).join(','),
    ...orders.map((order) => COLUMNS.map((column) => csvCell(column.cell(order))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
