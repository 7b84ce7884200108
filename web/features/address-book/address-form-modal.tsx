import { Modal, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Address } from '#domain/address-book/schemas.ts';
import { AddressForm } from './address-form.tsx';

type AddressFormModalProps = {
  opened: boolean;
  /** The address to edit; without one the modal adds a new address. */
  address?: Address;
  onClose: () => void;
};

/** The add/edit dialog of the address book; full screen on phones, where the keyboard takes half the view. */
export function AddressFormModal({ opened, address, onClose }: AddressFormModalProps) {
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={address ? 'Edit Address' : 'Add New Address'}
      size="lg"
      fullScreen={isPhone}
    >
      <AddressForm address={address} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}
