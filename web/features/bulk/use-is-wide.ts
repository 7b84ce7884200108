import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Whether the screen is wide enough for the wizard's tables; phones get cards instead. */
export function useIsWide(): boolean {
  const theme = useMantineTheme();
  // Read at once rather than after the first paint, so a desktop never flashes the cards.
  return useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
}
