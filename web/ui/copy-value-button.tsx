import { Button, CopyButton, type ButtonProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

type CopyValueButtonProps = Pick<ButtonProps, 'size' | 'variant'> & {
  /** What is copied: a key, a secret or code shown beside the button. */
  value: string;
  label: string;
  /** Names what is copied in the button's accessible name, where the label repeats on a page. */
  copies?: string;
};

const SMALL_SIZES: ButtonProps['size'][] = ['xs', 'compact-sm'];

/** Copies a value to the clipboard, and says so for a moment by its label. */
export function CopyValueButton({ value, label, copies, size, variant }: CopyValueButtonProps) {
  const iconSize = SMALL_SIZES.includes(size) ? 16 : 18;
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size={size}
          variant={variant}
          onClick={copy}
          aria-label={copies && (copied ? `Copied: ${copies}` : `Copy: ${copies}`)}
          color={copied ? 'teal' : undefined}
          leftSection={
            copied ? (
              <IconCheck size={iconSize} aria-hidden />
            ) : (
              <IconCopy size={iconSize} aria-hidden />
            )
          }
        >
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}
