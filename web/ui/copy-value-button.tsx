import { Button, CopyButton, type ButtonProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

type CopyValueButtonProps = Pick<ButtonProps, 'size' | 'variant'> & {
  /** What is copied: a key or secret shown beside the button. */
  value: string;
  label: string;
};

/** Copies a value to the clipboard, and says so for a moment by its label. */
export function CopyValueButton({ value, label, size, variant }: CopyValueButtonProps) {
  const iconSize = size === 'xs' ? 16 : 18;
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size={size}
          variant={variant}
          onClick={copy}
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
