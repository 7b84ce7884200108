import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageIntroProps = {
  /** The page's one h1. */
  title: string;
  lead: ReactNode;
  /** Buttons under the lead, if any. */
  actions?: ReactNode;
};

/** The opening of an information page: its title, what it is about, and where to go next. */
export function PageIntro({ title, lead, actions }: PageIntroProps) {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{title}</Title>
      <Text size="lg" c="gray.7">
        {lead}
      </Text>
      {actions}
    </Stack>
  );
}
