import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** What an opened order shows while its tracking (and the code that shows it) is on its way. */
export function TrackingDetailLoading({ trackingNumber }: { trackingNumber: string }) {
  return (
    <Center py="md" role="status">
      <Loader size="sm" aria-hidden />
      <VisuallyHidden>Loading tracking for {trackingNumber}…</VisuallyHidden>
    </Center>
  );
}
