import { Anchor, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import type { ChangeEvent, Ref } from 'react';
import { formatHsCode } from '#domain/customs/hs-code.ts';
import type { HsCodeMatch } from '#domain/customs/hs-code-search.ts';
import { useLazyOverlay } from '../../ui/use-lazy-overlay.ts';
import { isHsSearchable, useHsCodeSearch } from './use-hs-code-search.ts';

/** Where to look a code up when the server has no nomenclature to search. */
export const CBSA_TARIFF_URL =
  'https://www.cbsa-asfc.gc.ca/trade-commerce/tariff-tarif/menu-eng.html';
export const USITC_HTS_URL = 'https://hts.usitc.gov/';

export const HsPickerMessages = {
  hint: 'Search by what the item is ("cotton t-shirt") or type its code.',
  noMatches: 'No matching HS code. Try other words, or type the code.',
  searching: 'Looking up HS codes…',
  unavailable: 'HS code search is not available here: type the code yourself.',
} as const;

/** One match as the list shows it: "6109.10 — T-shirts, singlets ... of cotton". */
export const hsMatchLabel = (match: HsCodeMatch) =>
  `${formatHsCode(match.hsCode)} — ${match.description}`;

type HsCodePickerProps = {
  label: string;
  name: string;
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An HS code field that suggests Harmonized System subheadings as the user types words or
 * digits; the arrows move through them, Enter takes one, Escape closes the list. What the user
 * types is the field's value too, so a code known by heart needs no pick.
 */
export function HsCodePicker({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  ref,
}: HsCodePickerProps) {
  const combobox = useCombobox();
  const list = useLazyOverlay(combobox.dropdownOpened);
  const search = useHsCodeSearch(value);

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    onChange(text);
    combobox.resetSelectedOption();
    if (isHsSearchable(text)) combobox.openDropdown();
    else combobox.closeDropdown();
  };

  const pick = (hsCode: string) => {
    onChange(formatHsCode(hsCode));
    combobox.closeDropdown();
  };

  const emptyMessage = search.isSearching
    ? HsPickerMessages.searching
    : (search.error?.message ?? HsPickerMessages.noMatches);

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={ref}
          name={name}
          label={label}
          value={value}
          onChange={type}
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. 6109.10 or cotton t-shirt"
          description={search.unavailable ? <NoSearchNote /> : HsPickerMessages.hint}
          error={error}
          onFocus={() => {
            if (search.isLongEnough && !search.unavailable) combobox.openDropdown();
          }}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur();
          }}
          rightSection={search.isSearching ? <Loader size="xs" aria-hidden /> : undefined}
        />
      </Combobox.Target>
      {list.mounted && !search.unavailable && (
        <Combobox.Dropdown>
          <Combobox.Options>
            {search.matches.map((match) => (
              <Combobox.Option key={match.hsCode} value={match.hsCode}>
                {hsMatchLabel(match)}
              </Combobox.Option>
            ))}
          </Combobox.Options>
          {search.matches.length === 0 && <Combobox.Empty>{emptyMessage}</Combobox.Empty>}
        </Combobox.Dropdown>
      )}
    </Combobox>
  );
}

/** What the field says when the server has no HS table: type the code, found in either tariff. */
function NoSearchNote() {
  return (
    <Text component="span" size="xs">
      {HsPickerMessages.unavailable} Find it in the{' '}
      <Anchor href={CBSA_TARIFF_URL} target="_blank" rel="noreferrer" size="xs">
        CBSA Customs Tariff
      </Anchor>{' '}
      or the{' '}
      <Anchor href={USITC_HTS_URL} target="_blank" rel="noreferrer" size="xs">
        USITC HTS search
      </Anchor>
      .
    </Text>
  );
}
