import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GeoSuggestion } from '#domain/geo/schemas.ts';
import { ROYAL_CENTRE_SUGGESTION } from '#domain/test-support/sample-addresses.ts';
import { mockFetch } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { AddressAutocomplete, NO_SUGGESTIONS_HINT } from './address-autocomplete.tsx';
import {
  MONTREAL_PLACE,
  MONTREAL_TYPED,
  ROYAL_CENTRE_TYPED,
  SAVED_MONTREAL,
  suggestKey,
} from '../../test-support/geo-suggestions.ts';
import { SUGGEST_DEBOUNCE_MS } from './use-address-suggestions.ts';

/** A form's street field: it keeps the street of what was picked, as the address forms do. */
function StreetField({ onPick }: { onPick: (suggestion: GeoSuggestion) => void }) {
  const [street, setStreet] = useState('');
  return (
    <AddressAutocomplete
      label="Street address"
      value={street}
      onChange={setStreet}
      onPick={(suggestion) => {
        setStreet(suggestion.streetAddress);
        onPick(suggestion);
      }}
    />
  );
}

const ROYAL_CENTRE_SUGGESTED = {
  [suggestKey(ROYAL_CENTRE_TYPED)]: {
    status: 200,
    body: { suggestions: [ROYAL_CENTRE_SUGGESTION] },
  },
};

function renderStreetField() {
  const onPick = vi.fn();
  const rendered = renderWithProviders(<StreetField onPick={onPick} />);
  return { ...rendered, onPick, input: screen.getByRole('combobox', { name: 'Street address' }) };
}

describe('AddressAutocomplete', () => {
  it('suggests complete addresses once the user pauses, and reports the one picked', async () => {
    const fetchMock = mockFetch(ROYAL_CENTRE_SUGGESTED);
    const { user, input, onPick } = renderStreetField();

    await user.click(input);
    await user.paste(ROYAL_CENTRE_TYPED);
    expect(screen.getByText('Looking up addresses…')).toBeInTheDocument();

    await user.click(await screen.findByRole('option', { name: ROYAL_CENTRE_SUGGESTION.label }));
    expect(onPick).toHaveBeenCalledWith(ROYAL_CENTRE_SUGGESTION);
    expect(input).toHaveValue('1055 W Georgia St');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('groups suggestions by where they come from, and says what a place leaves to type', async () => {
    const fullMatch = {
      ...SAVED_MONTREAL,
      source: 'ADDRESS' as const,
      label: '1200 Example Ave, Montréal-Nord, QC H1G 1A1, Canada',
    };
    // The server answers the user's own addresses first; the list keeps that order by group.
    mockFetch({
      [suggestKey(MONTREAL_TYPED)]: {
        status: 200,
        body: {
          suggestions: [SAVED_MONTREAL, MONTREAL_PLACE, fullMatch],
          attribution: '© OpenStreetMap contributors',
        },
      },
    });
    const { user, input, onPick } = renderStreetField();
    await user.click(input);
    await user.paste(MONTREAL_TYPED);

    const groups = await screen.findAllByRole('group');
    expect(
      groups.map((group) => group.getAttribute('aria-labelledby') && group.textContent),
    ).toEqual([
      expect.stringMatching(/^Your addresses1200 Example Ave, Montréal, QC H3B 1A1/),
      expect.stringMatching(/^Places/),
      expect.stringMatching(/^Addresses1200 Example Ave, Montréal-Nord/),
    ]);
    const places = within(screen.getByRole('group', { name: 'Places' }));
    const place = places.getByRole('option', { name: /^Montréal, QC, Canada/ });
    expect(place).toHaveTextContent('Then type the street and postal code');
    expect(
      within(screen.getByRole('group', { name: 'Your addresses' })).getByRole('option'),
    ).not.toHaveTextContent('Then type');

    // The credit the provider's data asks for, beside its suggestions.
    expect(screen.getByText('© OpenStreetMap contributors')).toBeInTheDocument();

    await user.click(place);
    expect(onPick).toHaveBeenCalledWith(MONTREAL_PLACE);
  });

  it('waits for a pause in typing: one call for the whole address', async () => {
    const fetchMock = mockFetch(ROYAL_CENTRE_SUGGESTED);
    const { user, input } = renderStreetField();

    await user.type(input, ROYAL_CENTRE_TYPED);
    await screen.findByRole('option', { name: ROYAL_CENTRE_SUGGESTION.label });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says how to get a suggestion when there is none', async () => {
    mockFetch({ [suggestKey('1055 Georgia')]: { status: 200, body: { suggestions: [] } } });
    const { user, input } = renderStreetField();

    await user.click(input);
    await user.paste('1055 Georgia');
    expect(await screen.findByText(NO_SUGGESTIONS_HINT)).toBeInTheDocument();
  });

  it('shows the server’s message when the lookup fails', async () => {
    const unavailable = 'Address lookup is not available right now. Please try again in a moment.';
    mockFetch({
      [suggestKey(ROYAL_CENTRE_TYPED)]: { status: 502, body: { message: unavailable } },
    });
    const { user, input } = renderStreetField();

    await user.click(input);
    await user.paste(ROYAL_CENTRE_TYPED);
    expect(await screen.findByText(unavailable)).toBeInTheDocument();
  });

  it('asks nothing for fewer than three characters', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = mockFetch({});
      const { input } = renderStreetField();

      fireEvent.change(input, { target: { value: '10' } });
      // Past the pause the suggestions wait for.
      await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
