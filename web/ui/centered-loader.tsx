import { Center, Loader, VisuallyHidden } from '@mantine/core';

type CenteredLoaderProps = {
  label?: string;
  /** As tall as the screen below the sticky header, instead of a fixed 320 px. */
  fillsScreen?: boolean;
};

/** A spinner in the middle of the content area, announced to screen readers. */
export function CenteredLoader({ label = 'Loading…', fillsScreen = false }: CenteredLoaderProps) {
  return (
    <Center mih={fillsScreen ? 'calc(100dvh - var(--header-height))' : 320} role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
