import { Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

type OpsPanelProps = {
  /** The heading's id: the heading names the section. */
  titleId: string;
  title: string;
  /** With a submit handler, the whole panel is one form. */
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
};

/** One panel of /ops: a titled section, its heading first. */
export function OpsPanel({ titleId, title, onSubmit, children }: OpsPanelProps) {
  const body = (
    <Stack gap="md">
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
    >
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Paper>
  );
}
