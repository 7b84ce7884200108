import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestBody, type MockAnswer } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { ROYAL_CENTRE_SUGGESTION } from '#domain/test-support/sample-addresses.ts';
import { ROYAL_CENTRE_TYPED, suggestKey } from '../../test-support/geo-suggestions.ts';
import { testAddress } from '../../test-support/address-book.ts';
import { GROUND, VAN_NEXT_DAY } from '../../test-support/rates.ts';
import { ShippingMessages, type ShipmentFormValues } from './shipment-form-values.ts';
import { ShipmentForm } from './shipment-form.tsx';
import { quotedAddressHint } from './party-section.tsx';
import type { QuotedShipment } from '#domain/site/shipping-link.ts';
import { DEFAULT_PARCEL_SIZE_CM } from '#domain/rates/schemas.ts';
import {
  CROSS_BORDER_CUSTOMS_PAYLOAD,
  CROSS_BORDER_SHIPMENT,
  FILLED_SHIPMENT,
  FILLED_SHIPMENT_RATE_REQUEST,
} from '../../test-support/shipments.ts';
import { RATES_DEBOUNCE_MS } from './use-shipment-rates.ts';

const RATES = 'POST /web/rates';
const CREATE = 'POST /web/order/create';
const VALIDATE = 'POST /web/ship/validate';
const GUEST: Record<string, MockAnswer> = {
  'GET /web/auth/session': { status: 200, body: { user: null } },
};
const GROUND_RATES: MockAnswer = { status: 200, body: { rates: [GROUND] } };

/** The addresses filled, the package still empty. */
const ADDRESSES_ONLY: ShipmentFormValues = {
  ...FILLED_SHIPMENT,
  weight: '',
  length: '',
  width: '',
  height: '',
};

function renderForm(
  answers: Record<string, MockAnswer>,
  {
    variant = 'standard',
    values = FILLED_SHIPMENT,
    quote,
  }: { variant?: 'standard' | 'nextDay'; values?: ShipmentFormValues; quote?: QuotedShipment } = {},
) {
  const fetchMock = mockFetch({ ...GUEST, ...answers });
  const rendered = renderWithProviders(
    <ShipmentForm variant={variant} defaultValues={values} quote={quote} />,
    { route: '/shipping', path: '/shipping' },
  );
  return { ...rendered, fetchMock };
}

/** Both sides in Greater Vancouver: Vancouver to Richmond. */
const WITHIN_VANCOUVER: ShipmentFormValues = {
  ...FILLED_SHIPMENT,
  receiver: {
    ...FILLED_SHIPMENT.receiver,
    city: 'Richmond',
    postalCode: 'V6X 1A1',
    province: 'BC',
  },
};

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const rateCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/web/rates').length;
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const packageField = (name: string) =>
  within(screen.getByRole('region', { name: 'Package details' })).getByRole('textbox', { name });

async function chooseGround(user: ReturnType<typeof renderForm>['user']) {
  await wait(RATES_DEBOUNCE_MS);
  await user.click(screen.getByRole('radio', { name: /Canada Ground/ }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ShipmentForm', () => {
  it('asks for rates 1 s after the last change, once the package is filled', async () => {
    const { user, fetchMock } = renderForm({ [RATES]: GROUND_RATES }, { values: ADDRESSES_ONLY });

    await user.type(packageField('Weight'), '2.5');
    await user.type(packageField('Length'), '30');
    await user.type(packageField('Width'), '20');
    await wait(2000);
    expect(rateCalls(fetchMock)).toBe(0);

    await user.type(packageField('Height'), '10');
    await wait(RATES_DEBOUNCE_MS - 500);
    expect(rateCalls(fetchMock)).toBe(0);
    await wait(500);
    expect(rateCalls(fetchMock)).toBe(1);
    expect(requestBody(fetchMock, RATES)).toEqual(FILLED_SHIPMENT_RATE_REQUEST);
    expect(await screen.findByRole('radio', { name: /Canada Ground/ })).toBeInTheDocument();
  });

  it('says so when no service takes the parcel', async () => {
    renderForm({ [RATES]: { status: 200, body: { rates: [] } } });
    await wait(RATES_DEBOUNCE_MS);
    expect(screen.getByText(ShippingMessages.noRates)).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
  });

  it('keeps Next disabled until a service is chosen, and shows it in the summary', async () => {
    const { user } = renderForm({ [RATES]: GROUND_RATES });
    expect(nextButton()).toBeDisabled();

    await chooseGround(user);
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Canada Ground')).toBeInTheDocument();
    expect(summary.getByText('$20.00')).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
  });

  it('creates the order, validates it into a batch and opens checkout', async () => {
    const { user, fetchMock, location } = renderForm({
      [RATES]: GROUND_RATES,
      [CREATE]: { status: 201, body: { data: { trackingNumber: 'MP123456785CA' } } },
      [VALIDATE]: { status: 200, body: { shippingBatchId: 'B-42' } },
    });
    await chooseGround(user);
    await user.click(nextButton());
    // Next loads the order code on demand, which can take a while on a busy machine.
    await vi.waitFor(() => expect(location()).toBe('/checkout/B-42'));

    expect(requestBody(fetchMock, CREATE)).toMatchObject({
      senderName: 'Ada Lovelace',
      senderPhoneNumber: '6045550123',
      recipientCountryCode: 'CA',
      weight: 2.5,
      serviceCode: 'CA_GROUND',
    });
    expect(requestBody(fetchMock, VALIDATE)).toEqual({
      batchId: null,
      shippingRequests: [{ trackingNumber: 'MP123456785CA', serviceCode: 'CA_GROUND' }],
    });
  });

  it('shows the spec alert when order creation fails', async () => {
    const { user, location } = renderForm({
      [RATES]: GROUND_RATES,
      [CREATE]: { status: 400, body: { message: 'The service is not offered.' } },
    });
    await chooseGround(user);
    await user.click(nextButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error creating order: The service is not offered.',
    );
    expect(location()).toBe('/shipping');
  });

  it('shows the spec alert when validation fails after the order was created', async () => {
    const { user } = renderForm({
      [RATES]: GROUND_RATES,
      [CREATE]: { status: 201, body: { data: { trackingNumber: 'MP123456785CA' } } },
      [VALIDATE]: { status: 404, body: { message: 'Not found.' } },
    });
    await chooseGround(user);
    await user.click(nextButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(ShippingMessages.validationFailed);
  });

  it('shows field messages instead of submitting an invalid form', async () => {
    const { user, fetchMock } = renderForm(
      { [RATES]: GROUND_RATES },
      { values: { ...FILLED_SHIPMENT, sender: { ...FILLED_SHIPMENT.sender, phone: '604 555' } } },
    );
    await chooseGround(user);
    await user.click(nextButton());
    await wait(0);

    expect(screen.getByText('Phone must be exactly 10 digits.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/web/order/create')).toBe(
      false,
    );
  });

  it('names a bad field as soon as it is left, before Next is pressed, and clears it once fixed', async () => {
    const { user } = renderForm({ [RATES]: GROUND_RATES });
    const senderEmail = within(screen.getByRole('region', { name: 'Sender' })).getByRole(
      'textbox',
      { name: /Email/ },
    );
    await user.clear(senderEmail);
    await user.type(senderEmail, 'ana@example');
    expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument();
    await user.tab();
    expect(senderEmail).toHaveAccessibleDescription('Invalid email format');

    await user.type(senderEmail, '.com');
    expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument();
  });

  it('names the limits of a weight and a side typed with an exponent', async () => {
    const { user } = renderForm({ [RATES]: GROUND_RATES }, { values: ADDRESSES_ONLY });
    await user.type(packageField('Weight'), '1e9');
    await user.type(packageField('Height'), '2E3');
    await user.tab();
    expect(packageField('Weight')).toHaveAccessibleDescription('Weight must be at most 10000.');
    expect(packageField('Height')).toHaveAccessibleDescription('Height must be at most 1000.');
  });

  it('refuses a 20,000 kg parcel in the words of the order API, without asking for rates', async () => {
    const { user, fetchMock } = renderForm({ [RATES]: GROUND_RATES }, { values: ADDRESSES_ONLY });
    await user.type(packageField('Weight'), '20000');
    await user.tab();
    expect(packageField('Weight')).toHaveAccessibleDescription('Weight must be at most 10000.');

    for (const side of ['Length', 'Width', 'Height']) await user.type(packageField(side), '10');
    await wait(2000);
    expect(rateCalls(fetchMock)).toBe(0);
  });

  it('asks for rates in the units chosen from the two unit lists', async () => {
    const { user, fetchMock } = renderForm({ [RATES]: GROUND_RATES });
    await wait(RATES_DEBOUNCE_MS);
    expect(requestBody(fetchMock, RATES)).toMatchObject({ weightUnit: 'KGS', dimensionUnit: 'CM' });

    const units = within(screen.getByRole('region', { name: 'Package details' }));
    await user.selectOptions(units.getByRole('combobox', { name: 'Weight unit' }), 'LBS');
    await user.selectOptions(units.getByRole('combobox', { name: 'Dimension unit' }), 'IN');
    await wait(RATES_DEBOUNCE_MS);
    const rateRequests = fetchMock.mock.calls.filter(([input]) => String(input) === '/web/rates');
    expect(rateRequests).toHaveLength(2);
    expect(JSON.parse(String(rateRequests[1]?.[1]?.body))).toMatchObject({
      weightUnit: 'LBS',
      dimensionUnit: 'IN',
    });
  });

  it('appends the quick remark options to the remarks', async () => {
    const { user } = renderForm({ [RATES]: GROUND_RATES });
    const remarks = screen.getByRole('textbox', { name: 'Remarks' });
    await user.type(remarks, 'Fragile');
    await user.click(screen.getByRole('checkbox', { name: 'Stairs Required' }));
    await user.click(screen.getByRole('checkbox', { name: 'Call Before Delivery' }));
    expect(remarks).toHaveValue('Fragile, Stairs Required, Call Before Delivery');
  });

  it('shows a chosen quick remark as chosen, and takes it out when pressed again', async () => {
    const { user } = renderForm({ [RATES]: GROUND_RATES });
    const remarks = screen.getByRole('textbox', { name: 'Remarks' });
    const stairs = screen.getByRole('checkbox', { name: 'Stairs Required' });
    await user.type(remarks, 'Fragile');
    await user.click(stairs);
    expect(stairs).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Box Needed' })).not.toBeChecked();
    await user.type(remarks, ', ring twice');

    await user.click(stairs);
    expect(stairs).not.toBeChecked();
    expect(remarks).toHaveValue('Fragile, ring twice');
    await user.click(stairs);
    await user.click(screen.getByRole('checkbox', { name: 'Box Needed' }));
    expect(remarks).toHaveValue('Fragile, ring twice, Stairs Required, Box Needed');
  });

  it('marks an option typed by hand as chosen', async () => {
    const { user } = renderForm({ [RATES]: GROUND_RATES });
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'box needed');
    expect(screen.getByRole('checkbox', { name: 'Box Needed' })).toBeChecked();
  });

  const GROUND_AND_NEXT_DAY: MockAnswer = { status: 200, body: { rates: [VAN_NEXT_DAY, GROUND] } };

  it('on the next-day page, offers only the Greater Vancouver services', async () => {
    renderForm({ [RATES]: GROUND_AND_NEXT_DAY }, { variant: 'nextDay', values: WITHIN_VANCOUVER });
    await wait(RATES_DEBOUNCE_MS);

    expect(screen.getByRole('radio', { name: /Vancouver Next Day/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Canada Ground/ })).not.toBeInTheDocument();
  });

  it('on the next-day page, refuses a postal code outside Greater Vancouver and says why', async () => {
    renderForm({ [RATES]: GROUND_RATES }, { variant: 'nextDay' });
    await wait(RATES_DEBOUNCE_MS);

    expect(
      screen.getByText(
        'Receiver postal code M5V 3L9 is outside the Greater Vancouver area served by next-day and second-day delivery.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Canada Ground/ })).not.toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
  });

  it('on the next-day page, lets Greater Vancouver addresses through', async () => {
    const { user } = renderForm(
      { [RATES]: GROUND_AND_NEXT_DAY },
      { variant: 'nextDay', values: WITHIN_VANCOUVER },
    );
    await wait(RATES_DEBOUNCE_MS);
    await user.click(screen.getByRole('radio', { name: /Vancouver Next Day/ }));
    expect(nextButton()).toBeEnabled();
  });

  it('fills the read-only place from a picked suggestion, empties it when the street is typed again, and asks for a pick as the street is left', async () => {
    const { user } = renderForm(
      {
        [suggestKey(ROYAL_CENTRE_TYPED)]: {
          status: 200,
          body: { suggestions: [ROYAL_CENTRE_SUGGESTION] },
        },
      },
      {
        values: {
          ...ADDRESSES_ONLY,
          sender: { ...ADDRESSES_ONLY.sender, address: '', city: '', province: '', postalCode: '' },
        },
      },
    );
    const sender = within(screen.getByRole('region', { name: 'Sender' }));
    const street = sender.getByRole('combobox', { name: 'Address' });
    await user.click(street);
    await user.paste(ROYAL_CENTRE_TYPED);
    await wait(1000);
    await user.click(await screen.findByRole('option', { name: ROYAL_CENTRE_SUGGESTION.label }));

    expect(street).toHaveValue(ROYAL_CENTRE_SUGGESTION.streetAddress);
    expect(sender.getByRole('textbox', { name: 'City' })).toHaveValue(ROYAL_CENTRE_SUGGESTION.city);
    expect(sender.getByRole('textbox', { name: 'Postal/ZIP code' })).toHaveValue(
      ROYAL_CENTRE_SUGGESTION.postalCode,
    );
    expect(sender.getByRole('textbox', { name: 'Country' })).toHaveValue('Canada');
    expect(sender.getByRole('textbox', { name: 'City' })).toHaveAttribute('readonly');

    await user.type(street, 'x');
    expect(sender.getByRole('textbox', { name: 'City' })).toHaveValue('');

    await user.tab();
    expect(street).toHaveAccessibleDescription(
      expect.stringContaining(ShippingMessages.selectFromSuggestions),
    );
    await user.click(street);
    await user.clear(street);
    await user.paste(ROYAL_CENTRE_TYPED);
    await wait(1000);
    await user.click(await screen.findByRole('option', { name: ROYAL_CENTRE_SUGGESTION.label }));
    expect(screen.queryByText(ShippingMessages.selectFromSuggestions)).not.toBeInTheDocument();
  });

  it('does not offer the address book to guests', async () => {
    renderForm({});
    await wait(0);
    expect(
      screen.queryByRole('button', { name: 'Choose from Address Book' }),
    ).not.toBeInTheDocument();
  });

  it('fills a side from the address book of a signed-in user', async () => {
    const address = testAddress({
      name: 'Linus Pauling',
      postalCode: 'V5K 0A1',
      city: 'Vancouver',
    });
    const { user } = renderForm(
      {
        'GET /web/auth/session': {
          status: 200,
          body: { user: { userId: 'u1', name: 'Ada', email: 'ada@example.com' } },
        },
        'GET /web/user/addressbook/get': { status: 200, body: [address] },
      },
      { values: ADDRESSES_ONLY },
    );
    const receiver = within(screen.getByRole('region', { name: 'Receiver' }));
    await user.click(await receiver.findByRole('button', { name: 'Choose from Address Book' }));
    await user.click(await screen.findByText('Linus Pauling'));

    expect(receiver.getByRole('textbox', { name: 'Full name' })).toHaveValue('Linus Pauling');
    expect(receiver.getByRole('textbox', { name: 'Postal/ZIP code' })).toHaveValue('V5K 0A1');
  });
});

describe('ShipmentForm continuing a home quote', () => {
  const QUOTE: QuotedShipment = {
    originPostalCode: 'V6E 3P3',
    destinationPostalCode: 'M5V 3L9',
    countryCode: 'CA',
    weight: 2,
    weightUnit: 'KGS',
    // The home page quotes its default box.
    ...DEFAULT_PARCEL_SIZE_CM,
    dimensionUnit: 'CM',
    serviceCode: 'CA_GROUND',
  };

  it("fills the package from the quote, says what it continues, and suggests addresses in the quote's postal code", async () => {
    mockFetch({
      ...GUEST,
      [suggestKey('1055 W Georgia St, V6E 3P3')]: {
        status: 200,
        body: { suggestions: [ROYAL_CENTRE_SUGGESTION] },
      },
    });
    const { user } = renderWithProviders(<ShipmentForm variant="standard" quote={QUOTE} />, {
      route: '/shipping',
      path: '/shipping',
    });

    expect(packageField('Weight')).toHaveValue('2');
    expect(packageField('Length')).toHaveValue('28');
    expect(packageField('Width')).toHaveValue('15');
    expect(packageField('Height')).toHaveValue('11');
    expect(
      screen.getByText(
        /From V6E 3P3 to M5V 3L9 \(Canada\), 2 kg in a 28 × 15 × 11 cm box, Canada Ground\./,
      ),
    ).toBeInTheDocument();

    const sender = within(screen.getByRole('region', { name: 'Sender' }));
    const street = sender.getByRole('combobox', { name: 'Address' });
    expect(street).toHaveAccessibleDescription(
      expect.stringContaining(quotedAddressHint('V6E 3P3')),
    );
    await user.type(street, '1055 W Georgia St');
    await wait(1000);
    await user.click(await screen.findByRole('option', { name: ROYAL_CENTRE_SUGGESTION.label }));

    expect(sender.getByRole('textbox', { name: 'Postal/ZIP code' })).toHaveValue('V6E 3P3');
  });

  it('keeps the quoted service chosen when the rates offer it', async () => {
    renderForm({ [RATES]: GROUND_RATES }, { quote: QUOTE });
    await wait(RATES_DEBOUNCE_MS);

    expect(screen.getByRole('radio', { name: /Canada Ground/ })).toBeChecked();
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Canada Ground')).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
  });

  it('chooses nothing when the quoted service is not offered for the addresses picked', async () => {
    renderForm({ [RATES]: GROUND_RATES }, { quote: { ...QUOTE, serviceCode: 'VAN_NEXT_DAY' } });
    await wait(RATES_DEBOUNCE_MS);

    expect(screen.getByRole('radio', { name: /Canada Ground/ })).not.toBeChecked();
    expect(nextButton()).toBeDisabled();
  });
});

describe('ShipmentForm across the border', () => {
  // The section's code arrives on its own: its first item says it is there.
  const customsSection = async () => {
    await screen.findByRole('group', { name: 'Item 1' });
    return screen.getByRole('region', { name: 'Customs declaration' });
  };
  const CREATED = {
    [CREATE]: { status: 201, body: { data: { trackingNumber: 'MP123456785CA' } } },
    [VALIDATE]: { status: 200, body: { shippingBatchId: 'B-42' } },
  };

  it('declares customs for a parcel to the US, says on the rates who pays duties, and sends the declaration', async () => {
    const { user, fetchMock, location } = renderForm(
      { [RATES]: GROUND_RATES, ...CREATED },
      { values: CROSS_BORDER_SHIPMENT },
    );
    const section = within(await customsSection());
    expect(section.getByRole('status')).toHaveTextContent('Total value: CAD 69.00');
    await chooseGround(user);
    expect(screen.getByRole('radio', { name: /Canada Ground/ })).toHaveTextContent(
      'Duties and taxes: paid by the recipient on delivery',
    );

    await user.selectOptions(
      section.getByRole('combobox', { name: 'Duties and taxes paid by' }),
      'SENDER',
    );
    expect(screen.getByRole('radio', { name: /Canada Ground/ })).toHaveTextContent(
      'Duties and taxes: paid by you (DDP)',
    );
    await user.click(nextButton());
    // Next's calls load on their own the first time.
    await vi.waitFor(() => expect(location()).toBe('/checkout/B-42'));
    expect(requestBody(fetchMock, CREATE)).toMatchObject({
      recipientCountryCode: 'US',
      customs: { ...CROSS_BORDER_CUSTOMS_PAYLOAD, dutiesPaidBy: 'SENDER' },
    });
  });

  it("starts a declaration the first time, and names an item's field in the domain's words as it is left", async () => {
    const { user, fetchMock } = renderForm(
      { [RATES]: GROUND_RATES },
      { values: { ...CROSS_BORDER_SHIPMENT, customs: undefined } },
    );
    const item = within(await screen.findByRole('group', { name: 'Item 1' }));
    const description = item.getByRole('textbox', { name: /Description/ });
    await user.type(description, 'Gifts');
    await user.tab();
    await wait(0);
    expect(description).toHaveAccessibleDescription(
      expect.stringContaining('Customs item 1: Description "Gifts" is too vague for customs.'),
    );

    await chooseGround(user);
    await user.click(nextButton());
    await wait(0);
    expect(item.getByRole('textbox', { name: /Unit value/ })).toHaveAccessibleDescription(
      'Customs item 1: Unit value must be a number.',
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/web/order/create')).toBe(
      false,
    );
  });

  it('shows beside the field an HS code the server finds no subheading, keeping everything entered', async () => {
    const message =
      'Customs item 2: HS code 9999.99 is not a subheading of the Harmonized System. Search by what the item is to find yours.';
    const customs = CROSS_BORDER_SHIPMENT.customs!;
    const { user, location } = renderForm(
      {
        [RATES]: GROUND_RATES,
        [CREATE]: { status: 400, body: { message, field: 'customs/items/1/hsCode' } },
      },
      {
        values: {
          ...CROSS_BORDER_SHIPMENT,
          customs: {
            ...customs,
            items: [customs.items[0]!, { ...customs.items[1]!, hsCode: '9999.99' }],
          },
        },
      },
    );
    await customsSection();
    await chooseGround(user);
    await user.click(nextButton());

    const hsCode = within(screen.getByRole('group', { name: 'Item 2' })).getByRole('combobox', {
      name: 'HS code',
    });
    await vi.waitFor(() =>
      expect(hsCode).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(hsCode).toHaveValue('9999.99');
    expect(hsCode).toHaveFocus();
    expect(
      within(screen.getByRole('group', { name: 'Item 1' })).getByRole('textbox', {
        name: /Description/,
      }),
    ).toHaveValue("Women's cotton T-shirt");
    expect(location()).toBe('/shipping');
  });

  it('shows in the section what the server says of the declaration as a whole', async () => {
    const message =
      'customs is required: a parcel between Canada and the US needs a customs declaration.';
    const { user } = renderForm(
      { [RATES]: GROUND_RATES, [CREATE]: { status: 400, body: { message, field: 'customs' } } },
      { values: CROSS_BORDER_SHIPMENT },
    );
    const section = within(await customsSection());
    await chooseGround(user);
    await user.click(nextButton());
    await vi.waitFor(() => expect(section.getByRole('alert')).toHaveTextContent(message));
  });

  it('has no customs section for a parcel within Canada, nor on the next-day page', async () => {
    const domestic = renderForm({ [RATES]: GROUND_RATES });
    await wait(RATES_DEBOUNCE_MS);
    expect(screen.getByRole('radio', { name: /Canada Ground/ })).not.toHaveTextContent(
      /Duties and taxes/,
    );
    expect(screen.queryByRole('region', { name: 'Customs declaration' })).not.toBeInTheDocument();
    domestic.unmount();

    renderForm({ [RATES]: GROUND_RATES }, { variant: 'nextDay', values: CROSS_BORDER_SHIPMENT });
    await wait(RATES_DEBOUNCE_MS);
    expect(screen.getByRole('region', { name: 'Package details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customs declaration' })).not.toBeInTheDocument();
  });
});
