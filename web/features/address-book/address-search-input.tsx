import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type AddressSearchInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onSearchChange: (search: string) => void;
};

/** The search box over an address book (see searchAddresses); other props go to the TextInput. */
export function AddressSearchInput({
  value,
  onSearchChange,
  ...inputProps
}: AddressSearchInputProps) {
  return (
    <TextInput
      type="search"
      aria-label="Search addresses"
      placeholder="Search by name, street, city or postal code"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onSearchChange(event.currentTarget.value)}
      {...inputProps}
    />
  );
}
