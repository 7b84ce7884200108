import { describe, expect, it } from 'vitest';
import { OrderFieldsSchema } from './schemas.ts';

const { shape } = OrderFieldsSchema;
const FORMULA = '(a spreadsheet would run it as a formula)';

/** What an order field says of a value: its first message, or null when it takes it. */
const messageOf = (field: keyof typeof shape, value: string) =>
  shape[field].safeParse(value).error?.issues[0]?.message ?? null;

describe('an order refuses text a spreadsheet would run as a formula', () => {
  it.each(['=HYPERLINK("http://evil.example","Click")', '+1+1', '-2+3', '@SUM(A1:A9)', '  =1'])(
    'in a name, company, street or city: %s',
    (text) => {
      expect(messageOf('recipientName', text)).toBe(
        `Recipient name cannot start with =, +, - or @ ${FORMULA}.`,
      );
      expect(messageOf('senderCompany', text)).toBe(
        `Sender company cannot start with =, +, - or @ ${FORMULA}.`,
      );
      expect(messageOf('recipientStreetAddress', text)).toBe(
        `Recipient address cannot start with =, +, - or @ ${FORMULA}.`,
      );
      expect(messageOf('senderCity', text)).toBe(
        `Sender city cannot start with =, +, - or @ ${FORMULA}.`,
      );
    },
  );

  it.each([
    ['fullName', "Mary-Jane O'Brien"],
    ['fullName', 'Zoë Lefèvre-Côté'],
    ['fullName', '李小龙'],
    ['fullName', 'J. R. Smith Jr.'],
    ['company', 'Dupuis, Fils & Cie'],
    ['company', 'Ace-Hardware Ltd.'],
    ['company', '3M Canada'],
    ['street', '305-1200 W 73rd Ave'],
    ['street', '1250 rue Sainte-Catherine O'],
    ['street', 'RR 1 STN MAIN'],
    ['street', 'PO Box 4001 Stn A'],
    ['city', 'Saint-Jean-sur-Richelieu'],
    ['city', "L'Ancienne-Lorette"],
  ] as const)('takes a %s as people write it: %s', (kind, text) => {
    const field = {
      fullName: 'recipientName',
      company: 'recipientCompany',
      street: 'recipientStreetAddress',
      city: 'recipientCity',
    } as const;
    expect(messageOf(field[kind], text)).toBeNull();
  });

  it('takes a blank company, as before', () => {
    expect(messageOf('recipientCompany', '')).toBeNull();
  });
});
