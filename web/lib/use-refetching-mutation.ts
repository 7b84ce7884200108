import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change to what the server keeps. On success the cached answers it alters (their query keys)
 * are fetched again, and the mutation stays pending until they are, so what follows it shows
 * the new data, not the old.
 */
export function useRefetchingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  refetches: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(refetches.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
