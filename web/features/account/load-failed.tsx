import { Button, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { FormAlert } from '../auth/index.ts';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

type LoadFailedProps = {
  message: string;
  /** The query that failed: Try again fetches it once more. */
  query: { isFetching: boolean; refetch: () => unknown };
};

/** What an account page shows where something could not be loaded: why, and Try again. */
export function LoadFailed({ message, query }: LoadFailedProps) {
  return (
    <Stack gap="sm" align="flex-start">
      <FormAlert message={message} />
      <Button
        variant="default"
        leftSection={<IconRefresh size={18} aria-hidden />}
        loading={query.isFetching}
        renderRoot={focusableWhileLoading}
        onClick={() => query.refetch()}
      >
        Try again
      </Button>
    </Stack>
  );
}
