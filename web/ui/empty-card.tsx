import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyCardProps = {
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The way on from here: a button or two. */
  actions: ReactNode;
  /** The card's padding above and below. */
  py?: number;
};

/** A card that says a list is empty and offers the way on: the first entry, or fewer filters. */
export function EmptyCard({ icon, title, description, actions, py = 48 }: EmptyCardProps) {
  return (
    <Paper withBorder radius="lg" py={py} px="md">
      <EmptyState icon={icon} variant="light" title={title} description={description}>
        <EmptyState.Actions>{actions}</EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
