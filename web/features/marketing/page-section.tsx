import { Box, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageSectionProps = {
  /** Links the section to its heading for screen readers' landmark lists. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
};

/** A titled section of an information page, spaced like its neighbours. */
export function PageSection({ id, title, intro, children }: PageSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Box component="section" aria-labelledby={titleId} id={id}>
      <Title id={titleId} order={2}>
        {title}
      </Title>
      {intro && (
        <Text c="gray.7" mt="xs" maw={720}>
          {intro}
        </Text>
      )}
      <Box mt="lg">{children}</Box>
    </Box>
  );
}
