import { Box, Code, Group, Text } from '@mantine/core';
import { CopyValueButton } from '../../ui/copy-value-button.tsx';

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
        <CopyValueButton
          value={code}
          label="Copy"
          copies={name}
          size="compact-sm"
          variant="subtle"
        />
      </Group>
      {/* Focusable so that a keyboard can scroll a long line into view. */}
      <Code block tabIndex={0} aria-label={name} style={{ overflowX: 'auto' }}>
        {code}
      </Code>
    </Box>
  );
}
