import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionCardProps = {
  /** Names the section for screen readers too (a labelled region). */
  title: string;
  description?: ReactNode;
  /** The danger zone is outlined in red. */
  danger?: boolean;
  children: ReactNode;
};

/** One section of an account page (/personal-info, /api-keys): a titled card, a labelled region. */
export function SectionCard({ title, description, danger = false, children }: SectionCardProps) {
  const headingId = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={danger ? { borderColor: 'var(--mantine-color-red-5)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId} c={danger ? 'red.8' : undefined}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
