import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockAnswer } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import {
  CBSA_TARIFF_URL,
  HsCodePicker,
  HsPickerMessages,
  USITC_HTS_URL,
} from './hs-code-picker.tsx';

/** GET /web/customs/hs-codes for what the user typed, as mockFetch keys it. */
export const hsSearchKey = (text: string) =>
  `GET /web/customs/hs-codes?${new URLSearchParams({ q: text })}`;

const T_SHIRTS = {
  hsCode: '610910',
  description: 'T-shirts, singlets and other vests; knitted or crocheted, of cotton',
};
const SYNTHETIC_T_SHIRTS = {
  hsCode: '610990',
  description:
    'T-shirts, singlets and other vests; knitted or crocheted, of other textile materials',
};
const COTTON_T_SHIRT: Record<string, MockAnswer> = {
  [hsSearchKey('cotton t-shirt')]: {
    status: 200,
    body: { matches: [T_SHIRTS, SYNTHETIC_T_SHIRTS] },
  },
};

/** The picker in a field of its own, as the items table holds it. */
function HsField({ onBlur = () => undefined, error }: { onBlur?: () => void; error?: string }) {
  const [code, setCode] = useState('');
  return (
    <HsCodePicker
      label="HS code"
      name="hsCode"
      value={code}
      onChange={setCode}
      onBlur={onBlur}
      error={error}
    />
  );
}

function renderPicker(props: Parameters<typeof HsField>[0] = {}) {
  const rendered = renderWithProviders(<HsField {...props} />);
  return { ...rendered, input: screen.getByRole('combobox', { name: 'HS code' }) };
}

describe('HsCodePicker', () => {
  it('suggests subheadings for words once the user pauses, shown as "6109.10 — ..."', async () => {
    const fetchMock = mockFetch(COTTON_T_SHIRT);
    const { user, input } = renderPicker();
    await user.click(input);
    await user.paste('cotton t-shirt');

    const option = await screen.findByRole('option', {
      name: '6109.10 — T-shirts, singlets and other vests; knitted or crocheted, of cotton',
    });
    await user.click(option);
    expect(input).toHaveValue('6109.10');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is used with the keyboard alone: arrows to move, Enter to take, Escape to close', async () => {
    mockFetch(COTTON_T_SHIRT);
    const { user, input } = renderPicker();
    await user.click(input);
    await user.paste('cotton t-shirt');
    await screen.findByRole('option', { name: /^6109\.90/ });

    await user.keyboard('{ArrowDown}{ArrowDown}');
    // The field names the option the arrows are on, as a screen reader reads it.
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /^6109\.90/ }).id,
    );
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('6109.90');

    await user.clear(input);
    await user.paste('cotton t-shirt');
    await screen.findByRole('option', { name: /^6109\.10/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('cotton t-shirt');
  });

  it('takes a code typed by heart as it is, with nothing picked', async () => {
    mockFetch({ [hsSearchKey('6109.10.00')]: { status: 200, body: { matches: [T_SHIRTS] } } });
    const onBlur = vi.fn();
    const { user, input } = renderPicker({ onBlur });
    await user.click(input);
    await user.paste('6109.10.00');
    await user.tab();
    expect(input).toHaveValue('6109.10.00');
    expect(onBlur).toHaveBeenCalled();
  });

  it('says when no subheading matches', async () => {
    mockFetch({ [hsSearchKey('flux capacitor')]: { status: 200, body: { matches: [] } } });
    const { user, input } = renderPicker();
    await user.click(input);
    await user.paste('flux capacitor');
    expect(await screen.findByText(HsPickerMessages.noMatches)).toBeInTheDocument();
  });

  it('without an HS table on the server (503), asks for the code and links to both tariffs', async () => {
    mockFetch({
      [hsSearchKey('maple syrup')]: {
        status: 503,
        body: { message: 'HS code search is not available: no nomenclature is installed.' },
      },
      [hsSearchKey('1702.20')]: { status: 503, body: { message: 'Not available.' } },
    });
    const { user, input } = renderPicker();
    await user.click(input);
    await user.paste('maple syrup');

    expect(await screen.findByText(HsPickerMessages.unavailable, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'CBSA Customs Tariff' })).toHaveAttribute(
      'href',
      CBSA_TARIFF_URL,
    );
    expect(screen.getByRole('link', { name: 'USITC HTS search' })).toHaveAttribute(
      'href',
      USITC_HTS_URL,
    );
    expect(input).toHaveAccessibleDescription(/type the code yourself/);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.clear(input);
    await user.paste('1702.20');
    expect(input).toHaveValue('1702.20');
  });

  it('shows the message given beside the field, keeping what was typed', async () => {
    mockFetch({ [hsSearchKey('9999.99')]: { status: 200, body: { matches: [] } } });
    const message =
      'Customs item 1: HS code 9999.99 is not a subheading of the Harmonized System. Search by what the item is to find yours.';
    const { user, input } = renderPicker({ error: message });
    await user.click(input);
    await user.paste('9999.99');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveValue('9999.99');
  });
});
