import { Container, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';

type LegalDocumentProps = {
  title: string;
  /** When the text last changed, as readers should see it ("November 2026"). */
  lastUpdated: string;
  /** The document in plain HTML elements (h2, p, ul), styled as readable prose. */
  children: ReactNode;
};

/** The frame of the legal pages: a readable column with the title and the revision date. */
export function LegalDocument({ title, lastUpdated, children }: LegalDocumentProps) {
  return (
    <Container size={760} py={{ base: 'xl', md: 56 }}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="xs" mb="xl">
        Last updated {lastUpdated}
      </Text>
      <Typography>{children}</Typography>
    </Container>
  );
}
