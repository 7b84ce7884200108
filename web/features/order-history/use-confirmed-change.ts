import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderKeys } from './order-history-api.ts';

/**
 * A change to the orders that asks first: `ask` opens the confirmation; confirming runs
 * `change`, then closes it, refreshes the order lists and calls `onDone` with the answer. The
 * answer's `dialog` holds what ConfirmDialog needs besides its words.
 */
export function useConfirmedChange<Answer>(
  change: () => Promise<Answer>,
  onDone?: (answer: Answer) => void,
) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: change,
    onSuccess: async (answer) => {
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      onDone?.(answer);
    },
  });
  return {
    ask: () => setOpen(true),
    dialog: {
      open,
      pending: mutation.isPending,
      error: mutation.error?.message,
      onClose: () => {
        setOpen(false);
        mutation.reset();
      },
      onConfirm: () => mutation.mutate(),
    },
  };
}
