import { Combobox, Loader, Text, TextInput, useCombobox, type TextInputProps } from '@mantine/core';
import { useState, type ChangeEvent, type FocusEvent } from 'react';
import type { GeoSuggestion } from '#domain/geo/schemas.ts';
import { useLazyOverlay } from '../../ui/use-lazy-overlay.ts';
import { groupSuggestions, stillToType } from './suggestion-groups.ts';
import { isSearchable, searchTextNear, useAddressSuggestions } from './use-address-suggestions.ts';

export type AddressAutocompleteProps = Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'rightSection'
> & {
  /** The text in the field. */
  value: string;
  /** Called with the new text as the user types; picking a suggestion calls onPick instead. */
  onChange: (text: string) => void;
  /** Called with the address the user picked; the caller fills its own fields from it. */
  onPick: (suggestion: GeoSuggestion) => void;
  /** A postal code already known (from a quote): addresses are looked up there unless one is typed. */
  nearPostalCode?: string;
};

/** What every street field says under its label: the place comes from the suggestion picked. */
export const PICK_ADDRESS_HINT =
  'Start typing the full address, then pick it from the suggestions.';

export const NO_SUGGESTIONS_HINT =
  'No matching address. Type the street number and name, the city and the postal code.';

/**
 * A street-address field that suggests Canadian and US addresses from /web/geo/suggest as the
 * user types, grouped by where they come from (the user's address book, past recipients,
 * places, full addresses). A place says what is still to be typed after it is picked. It only
 * reports: `onChange` for typing, `onPick` for a chosen suggestion; what fills which field is
 * the form's business.
 */
export function AddressAutocomplete({
  value,
  onChange,
  onPick,
  nearPostalCode,
  onFocus,
  onBlur,
  ...inputProps
}: AddressAutocompleteProps) {
  const combobox = useCombobox();
  const list = useLazyOverlay(combobox.dropdownOpened);
  // What the user typed since the last pick; a pick or the form's own changes ask nothing.
  const [typedText, setTypedText] = useState('');
  const { isLongEnough, suggestions, attribution, isSearching, error } = useAddressSuggestions(
    searchTextNear(typedText, nearPostalCode),
  );

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    setTypedText(text);
    onChange(text);
    if (isSearchable(text)) combobox.openDropdown();
    else combobox.closeDropdown();
  };

  const pick = (index: string) => {
    const suggestion = suggestions[Number(index)];
    if (!suggestion) return;
    setTypedText('');
    combobox.closeDropdown();
    onPick(suggestion);
  };

  const emptyMessage = isSearching
    ? 'Looking up addresses…'
    : (error?.message ?? NO_SUGGESTIONS_HINT);

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          {...inputProps}
          value={value}
          onChange={type}
          onFocus={(event: FocusEvent<HTMLInputElement>) => {
            if (isLongEnough) combobox.openDropdown();
            onFocus?.(event);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            combobox.closeDropdown();
            onBlur?.(event);
          }}
          rightSection={isSearching ? <Loader size="xs" aria-hidden /> : undefined}
        />
      </Combobox.Target>
      {list.mounted && (
        <Combobox.Dropdown>
          <Combobox.Options>
            {groupSuggestions(suggestions).map((group) => (
              <Combobox.Group key={group.source} label={group.label}>
                {group.items.map(({ suggestion, index }) => (
                  <SuggestionOption key={index} suggestion={suggestion} index={index} />
                ))}
              </Combobox.Group>
            ))}
          </Combobox.Options>
          {/* Beside the list, not in it: a listbox may hold only options. */}
          {suggestions.length === 0 && <Combobox.Empty>{emptyMessage}</Combobox.Empty>}
          {attribution && suggestions.length > 0 && (
            <Combobox.Footer>
              <Text size="xs" c="dimmed">
                {attribution}
              </Text>
            </Combobox.Footer>
          )}
        </Combobox.Dropdown>
      )}
    </Combobox>
  );
}

/** One suggestion: its label, and for a place what the user types after picking it. */
function SuggestionOption({ suggestion, index }: { suggestion: GeoSuggestion; index: number }) {
  const rest = stillToType(suggestion);
  return (
    <Combobox.Option value={String(index)}>
      {suggestion.label}
      {/* A space, so that the option's accessible name reads as two phrases. */}
      {rest && ' '}
      {rest && (
        <Text component="span" size="xs" c="dimmed" display="block">
          {rest}
        </Text>
      )}
    </Combobox.Option>
  );
}
