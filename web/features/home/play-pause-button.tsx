import { Button } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';

type PlayPauseButtonProps = {
  paused: boolean;
  onToggle: () => void;
  /** What moves, as in "Pause partner logos". */
  subject: string;
};

/** Stops and restarts something that moves by itself (WCAG 2.2.2 Pause, Stop, Hide). */
export function PlayPauseButton({ paused, onToggle, subject }: PlayPauseButtonProps) {
  const Icon = paused ? IconPlayerPlay : IconPlayerPause;
  return (
    <Button
      variant="subtle"
      color="gray.8"
      size="compact-sm"
      leftSection={<Icon size={16} aria-hidden="true" />}
      onClick={onToggle}
    >
      {paused ? `Play ${subject}` : `Pause ${subject}`}
    </Button>
  );
}
