import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of the dashboard, a region named by its heading. */
export function DashboardSection({
  title,
  note,
  children,
}: {
  title: string;
  note?: string;
  children: ReactNode;
}) {
  const id = `${title.toLowerCase().replaceAll(' ', '-')}-title`;
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Stack gap={2}>
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
