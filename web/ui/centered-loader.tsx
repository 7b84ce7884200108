import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A spinner in the middle of the content area, announced to screen readers. */
export function CenteredLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih={320} role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
