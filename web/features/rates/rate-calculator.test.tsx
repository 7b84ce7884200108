import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  countryMismatchMessage,
  invalidPostalCodeMessage,
  postalCodeNotFoundMessage,
} from '#domain/common/postal-code-format.ts';
import { mockFetch, requestBody, type MockAnswer } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { RateCalculator } from './rate-calculator.tsx';
import { RateMessages } from './rate-messages.ts';
import { INPUTS_CHANGED } from './rate-quote-result.tsx';
import { GROUND } from '../../test-support/rates.ts';
// Imported up front so that the calculator's lazy import of the form resolves at once.
import './rate-quote-form.tsx';

async function renderCalculator() {
  const rendered = renderWithProviders(<RateCalculator />);
  await screen.findByLabelText('Origin postal code');
  return rendered;
}

const field = (label: string) => screen.getByLabelText(label);

async function fillQuote(user: UserEvent, destination: string, country: 'CA' | 'US' = 'CA') {
  await user.type(field('Origin postal code'), 'V6B 1A1');
  await user.type(field('Destination postal code'), destination);
  await user.selectOptions(field('Destination country'), country);
  await user.type(field('Weight'), '2');
  await user.click(screen.getByRole('button', { name: 'Get rates' }));
}

async function requestQuote(answer: MockAnswer, destination = 'M5V 2T6', country?: 'US') {
  const fetchMock = mockFetch({ 'POST /web/rates': answer });
  const { user } = await renderCalculator();
  await fillQuote(user, destination, country);
  return { fetchMock, user };
}

function expectInputsKept() {
  expect(field('Origin postal code')).toHaveValue('V6B 1A1');
  expect(field('Weight')).toHaveValue(2);
}

describe('RateCalculator', () => {
  it('asks for the postal codes and the weight before sending anything', async () => {
    const fetchMock = mockFetch({});
    const { user } = await renderCalculator();

    await user.click(screen.getByRole('button', { name: 'Get rates' }));

    expect(await screen.findByText('Origin postal code is required.')).toBeInTheDocument();
    expect(screen.getByText('Destination postal code is required.')).toBeInTheDocument();
    expect(screen.getByText('Weight is required.')).toBeInTheDocument();
    expect(field('Origin postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['-1', 'Weight must not be negative.', 'spec section 5: minimum 0'],
    ['1e9', 'Weight must be at most 10000.', 'a number, over the limit'],
  ])('refuses a weight of %s: %s (%s)', async (weight, message) => {
    mockFetch({});
    const { user } = await renderCalculator();

    await user.type(field('Weight'), weight);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('checks a postal code as the user leaves it, naming the code', async () => {
    mockFetch({});
    const { user } = await renderCalculator();

    await user.click(field('Origin postal code'));
    await user.tab();
    expect(screen.queryByText('Origin postal code is required.')).not.toBeInTheDocument();

    await user.type(field('Origin postal code'), 'V6B 1AA');
    await user.tab();
    expect(await screen.findByText(invalidPostalCodeMessage('V6B 1AA'))).toBeInTheDocument();
  });

  it('wants a ZIP code for a US receiver and a postal code for a Canadian one', async () => {
    mockFetch({});
    const { user } = await renderCalculator();

    await user.type(field('Destination postal code'), '10001');
    await user.tab();
    const mismatch = countryMismatchMessage('10001', 'US', 'CA');
    expect(await screen.findByText(mismatch)).toBeInTheDocument();

    await user.selectOptions(field('Destination country'), 'US');
    expect(screen.queryByText(mismatch)).not.toBeInTheDocument();
  });

  it('quotes the default 28 x 15 x 11 cm box and shows the rate cards', async () => {
    const { fetchMock } = await requestQuote({ status: 200, body: { rates: [GROUND] } });

    expect(await screen.findByText('Canada Ground')).toBeInTheDocument();
    expect(screen.getByText('Best Value')).toBeInTheDocument();
    expect(screen.getByText('$20.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ship now' })).toHaveAttribute(
      'href',
      '/shipping?from=V6B+1A1&to=M5V+2T6&country=CA&weight=2&weightUnit=KGS&length=28&width=15&height=11&dimensionUnit=CM',
    );
    expect(
      screen.getByRole('link', { name: 'Ship with this service: Canada Ground' }),
    ).toHaveAttribute('href', expect.stringMatching(/&service=CA_GROUND$/));
    expect(screen.queryByText(/Duties and taxes/)).not.toBeInTheDocument();
    expect(requestBody(fetchMock, 'POST /web/rates')).toEqual({
      originPostalCode: 'V6B 1A1',
      destinationPostalCode: 'M5V 2T6',
      countryCode: 'CA',
      weight: 2,
      weightUnit: 'KGS',
      length: 28,
      width: 15,
      height: 11,
      dimensionUnit: 'CM',
    });
  });

  it('drops the rate cards as soon as an input changes, so no price stands beside other inputs', async () => {
    const { user } = await requestQuote({ status: 200, body: { rates: [GROUND] } }, '10001', 'US');
    expect(await screen.findByText('Canada Ground')).toBeInTheDocument();
    // Across the border each card says who pays the duties: the recipient, until the sender chooses.
    expect(
      screen.getByText('Duties and taxes: paid by the recipient on delivery'),
    ).toBeInTheDocument();

    await user.selectOptions(field('Destination country'), 'CA');

    expect(screen.queryByText('Canada Ground')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ship now' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(INPUTS_CHANGED);
    expect(
      await screen.findByText(countryMismatchMessage('10001', 'US', 'CA')),
    ).toBeInTheDocument();
  });

  it('never shows an answer that arrives after the inputs changed', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    onTestFinished(() => void vi.unstubAllGlobals());
    const { user } = await renderCalculator();
    await fillQuote(user, 'M5V 2T6');
    expect(await screen.findByText('Finding rates…')).toBeInTheDocument();

    await user.type(field('Weight'), '0');
    answer(Response.json({ rates: [GROUND] }));

    expect(await screen.findByText(INPUTS_CHANGED)).toBeInTheDocument();
    expect(screen.queryByText('Canada Ground')).not.toBeInTheDocument();
  });

  it('says so when no service takes the parcel', async () => {
    await requestQuote({ status: 200, body: { rates: [] } });

    expect(await screen.findByRole('alert')).toHaveTextContent(RateMessages.noRates);
    expectInputsKept();
  });

  it("shows the server's reason for a refused quote, which names the postal code", async () => {
    const notFound = postalCodeNotFoundMessage('X0X 0X0');
    await requestQuote(
      { status: 400, body: { message: notFound, field: 'destinationPostalCode' } },
      'X0X 0X0',
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(notFound);
    expect(field('Destination postal code')).toHaveValue('X0X 0X0');
    expectInputsKept();
  });

  it('asks to try again when the quote fails otherwise', async () => {
    await requestQuote({ status: 500, body: { message: 'Internal Server Error' } });

    expect(await screen.findByRole('alert')).toHaveTextContent(RateMessages.failed);
    expectInputsKept();
  });

  it('opens the billing rules', async () => {
    mockFetch({});
    const { user } = await renderCalculator();

    await user.click(screen.getByRole('button', { name: 'Billing rules' }));

    expect(await screen.findByRole('dialog', { name: 'Billing Rules' })).toBeInTheDocument();
  });
});
