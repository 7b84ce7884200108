import { Box, Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

type CodeSampleProps = {
  label: string;
  /** Names the block and its button where the label alone repeats on the page; the label by default. */
  name?: string;
  code: string;
};

/** A block of code that scrolls sideways on a phone instead of widening the page, with a copy button. */
export function CodeSample({ label, name = label, code }: CodeSampleProps) {
  return (
    <Box>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={copy}
              aria-label={copied ? `Copied: ${name}` : `Copy: ${name}`}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      {/* Focusable so that a keyboard can scroll a long line into view. */}
      <Code block tabIndex={0} aria-label={name} style={{ overflowX: 'auto' }}>
        {code}
      </Code>
    </Box>
  );
}
