import { Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthCardProps = { title: string; children: ReactNode };

/** The centered card the account pages sit in, with the page's heading. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <Container size={460} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 'xl' }}>
        <Title order={1} size="h2" ta="center" mb="lg">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}
