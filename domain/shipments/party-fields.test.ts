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

describe('an order refuses characters that hide or reorder text', () => {
  const oneLine = (label: string) =>
    `${label} cannot contain line breaks, control characters (such as NUL) or text-direction overrides.`;

  it.each([
    ['DEL', 'Main\u007f St'],
    ['a C1 control', 'Main St\u0085Unit 4'],
    ['a right-to-left override', '12 \u202eMain St'],
    ['a left-to-right embedding', '\u202a12 Main St'],
    ['a first-strong isolate', '12 \u2068Main\u2069 St'],
  ])('%s in a name, company, street, unit or city', (_, text) => {
    expect(messageOf('recipientName', text)).toBe(oneLine('Recipient name'));
    expect(messageOf('senderCompany', text)).toBe(oneLine('Sender company'));
    expect(messageOf('recipientStreetAddress', text)).toBe(oneLine('Recipient address'));
    expect(messageOf('senderUnitNumber', text)).toBe(oneLine('Sender unit number'));
    expect(messageOf('recipientCity', text)).toBe(oneLine('Recipient city'));
  });

  it('in any line of the remarks, which keep their line breaks', () => {
    expect(messageOf('packageInstruction', 'Side door\nRing \u202etwice')).toBe(
      'Remarks cannot contain control characters (such as NUL) or text-direction overrides; only tabs and line breaks are allowed.',
    );
    expect(messageOf('packageInstruction', 'Side door\r\nRing twice')).toBeNull();
  });
});
