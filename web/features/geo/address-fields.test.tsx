import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ROYAL_CENTRE_SUGGESTION } from '#domain/test-support/sample-addresses.ts';
import { mockFetch, requestBody, type MockAnswer } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { AddressCheckMessages } from './address-check-notice.tsx';
import { AddressFields, ManualEntryLabels, type AddressValues } from './address-fields.tsx';
import { CHECK_DEBOUNCE_MS } from './use-address-check.ts';
import {
  GEOCODE_KEY,
  geocodeFound,
  MONTREAL_PLACE,
  MONTREAL_TYPED,
  ROYAL_CENTRE_TYPED,
  suggestKey,
} from '../../test-support/geo-suggestions.ts';

const EMPTY: AddressValues = {
  street: '',
  unitNumber: '',
  city: '',
  province: '',
  postalCode: '',
  countryCode: 'CA',
};

/** A form holding one address, as the address forms do. */
function AddressForm({ initial }: { initial: AddressValues }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <AddressFields
        values={values}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        streetLabel="Address"
        unitLabel="Apt/Unit"
      />
      <pre data-testid="values">{JSON.stringify(values)}</pre>
    </>
  );
}

function renderAddress(
  answers: Record<string, MockAnswer | MockAnswer[]>,
  initial: AddressValues = EMPTY,
) {
  const fetchMock = mockFetch(answers);
  const rendered = renderWithProviders(<AddressForm initial={initial} />);
  const held = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as AddressValues;
  return {
    ...rendered,
    fetchMock,
    held,
    street: screen.getByRole('combobox', { name: 'Address' }),
  };
}

const field = (name: string) => screen.getByRole('textbox', { name });
// The check waits for a pause, then asks the server.
const CHECK_WAIT = { timeout: 3000 };

const ROYAL_CENTRE: AddressValues = {
  street: '1055 W Georgia St',
  unitNumber: '',
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'V6E 3P3',
  countryCode: 'CA',
};

describe('AddressFields', () => {
  it('fills the read-only place from a picked address and says how far it was matched', async () => {
    const { user, street, fetchMock } = renderAddress({
      [suggestKey(ROYAL_CENTRE_TYPED)]: {
        status: 200,
        body: { suggestions: [ROYAL_CENTRE_SUGGESTION] },
      },
      [GEOCODE_KEY]: { status: 200, body: geocodeFound({ matchLevel: 'POSTAL_AREA' }) },
    });
    expect(field('City')).toHaveAttribute('readonly');
    await user.click(street);
    await user.paste(ROYAL_CENTRE_TYPED);
    await user.click(await screen.findByRole('option', { name: ROYAL_CENTRE_SUGGESTION.label }));

    expect(field('City')).toHaveValue('Vancouver');
    expect(field('Postal/ZIP code')).toHaveValue('V6E 3P3');
    expect(field('Country')).toHaveValue('Canada');
    expect(
      await screen.findByText('Postal area confirmed; street not checked', {}, CHECK_WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByText('Address validated')).not.toBeInTheDocument();
    expect(requestBody(fetchMock, GEOCODE_KEY)).toEqual({
      address: '1055 W Georgia St, Vancouver, BC V6E 3P3, Canada',
    });
  });

  it('empties a picked place when the street is typed again', async () => {
    const { user, street, held } = renderAddress(
      { [GEOCODE_KEY]: { status: 200, body: geocodeFound({}) } },
      ROYAL_CENTRE,
    );
    await user.type(street, 'x');
    expect(held()).toMatchObject({ city: '', province: '', postalCode: '', countryCode: '' });
  });

  it('lets the user enter city, province and postal code, the province from the chosen country', async () => {
    const { user, street, held } = renderAddress({
      [GEOCODE_KEY]: { status: 200, body: geocodeFound({ addressType: 'PO_BOX' }) },
    });
    await user.click(street);
    await user.paste('PO Box 4001 Stn A');
    await user.click(screen.getByRole('button', { name: ManualEntryLabels.enter }));
    await waitFor(() => expect(field('City')).toHaveFocus());

    await user.type(field('City'), 'Victoria');
    await user.click(screen.getByRole('combobox', { name: 'Province/State' }));
    expect(screen.queryByRole('option', { name: /New York/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'British Columbia (BC)' }));
    await user.type(field('Postal/ZIP code'), 'V8X 3X4');
    expect(held()).toMatchObject({
      street: 'PO Box 4001 Stn A',
      city: 'Victoria',
      province: 'BC',
      postalCode: 'V8X 3X4',
      countryCode: 'CA',
    });
    // The street typed afterwards keeps what the user entered.
    await user.type(street, ' ');
    expect(held().city).toBe('Victoria');
    expect(
      await screen.findByText('PO box; postal area confirmed', {}, CHECK_WAIT),
    ).toBeInTheDocument();

    // Another country's province no longer fits: it is chosen again.
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(screen.getByRole('option', { name: 'USA' }));
    expect(held()).toMatchObject({ countryCode: 'US', province: '' });
  });

  it('keeps the typed street when a place is picked, and asks for the postal code it leaves out', async () => {
    const { user, street, held } = renderAddress({
      [suggestKey(MONTREAL_TYPED)]: { status: 200, body: { suggestions: [MONTREAL_PLACE] } },
      [GEOCODE_KEY]: { status: 200, body: geocodeFound({ matchLevel: 'CITY' }) },
    });
    await user.click(street);
    await user.paste(MONTREAL_TYPED);
    await user.click(await screen.findByRole('option', { name: /^Montréal, QC, Canada/ }));

    expect(held()).toMatchObject({
      street: '1200 Example Ave',
      city: 'Montréal',
      province: 'QC',
      postalCode: '',
    });
    const postalCode = field('Postal/ZIP code');
    expect(postalCode).not.toHaveAttribute('readonly');
    await waitFor(() => expect(postalCode).toHaveFocus());
    expect(screen.getByRole('button', { name: ManualEntryLabels.pick })).toBeInTheDocument();
  });

  it('warns of a city and province that disagree with the postal code, and applies a correction only when asked', async () => {
    const typed = {
      ...EMPTY,
      street: '24 Sussex Dr',
      city: 'Gatineau',
      province: 'QC',
      postalCode: 'K1A 0B1',
    };
    const province = {
      field: 'province',
      typed: 'QC',
      suggested: 'ON',
      reason: 'Postal code K1A is in Ontario, not Quebec.',
    } as const;
    const city = {
      field: 'city',
      typed: 'Gatineau',
      suggested: 'Ottawa',
      reason: 'Postal code K1A is in Ottawa, not Gatineau.',
    } as const;
    const { user, held } = renderAddress(
      {
        [GEOCODE_KEY]: [
          { status: 200, body: geocodeFound({ corrections: [province, city] }) },
          { status: 200, body: geocodeFound({ corrections: [city] }) },
          { status: 200, body: geocodeFound({}) },
        ],
      },
      typed,
    );
    const warning = await screen.findByRole('alert', {}, CHECK_WAIT);
    expect(warning).toHaveTextContent(AddressCheckMessages.correctionTitle);
    expect(warning).toHaveTextContent(province.reason);
    expect(warning).toHaveTextContent(city.reason);
    expect(held()).toMatchObject({ city: 'Gatineau', province: 'QC' });

    await user.click(within(warning).getByRole('button', { name: 'Use Ontario' }));
    expect(held()).toMatchObject({ city: 'Gatineau', province: 'ON' });
    // The changed address is checked again: what is left to correct is offered again.
    const stillWrong = await screen.findByRole('button', { name: 'Use Ottawa' }, CHECK_WAIT);
    expect(screen.queryByRole('button', { name: 'Use Ontario' })).not.toBeInTheDocument();
    await user.click(stillWrong);
    expect(held()).toMatchObject({ city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1' });
    expect(
      await screen.findByText('Postal area confirmed; street not checked', {}, CHECK_WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the postal code or place was not found', async () => {
    renderAddress(
      { [GEOCODE_KEY]: { status: 200, body: { status: 'ZERO_RESULTS', results: [] } } },
      { ...ROYAL_CENTRE, postalCode: 'Z9Z 9Z9' },
    );
    expect(await screen.findByRole('alert', {}, CHECK_WAIT)).toHaveTextContent(
      AddressCheckMessages.notFound,
    );
  });

  it('says the check is unavailable without blocking when the server fails', async () => {
    renderAddress({ [GEOCODE_KEY]: { status: 502, body: { message: 'down' } } }, ROYAL_CENTRE);
    expect(
      await screen.findByText(AddressCheckMessages.unavailable, {}, CHECK_WAIT),
    ).toBeInTheDocument();
  });

  it('checks nothing without a street, or without a city or postal code', async () => {
    vi.useFakeTimers();
    try {
      const { fetchMock } = renderAddress({}, { ...ROYAL_CENTRE, street: '' });
      // Past the pause the check waits for.
      await act(() => vi.advanceTimersByTimeAsync(CHECK_DEBOUNCE_MS * 2));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
