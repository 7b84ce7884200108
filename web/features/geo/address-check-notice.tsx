import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { describeMatch, MatchLevel } from '#domain/geo/match-levels.ts';
import type { PlaceCorrection } from '#domain/geo/schemas.ts';
import { suggestedValueName } from './correction-names.ts';
import type { AddressCheck } from './use-address-check.ts';

export const AddressCheckMessages = {
  checking: 'Checking the address…',
  notFoundTitle: 'Postal code or place not found',
  notFound:
    'We could not find this postal code or place. Check the city, province or state, and postal code.',
  unavailable: 'The address could not be checked right now. You can still continue.',
  correctionTitle: 'Check this address',
} as const;

type AddressCheckNoticeProps = {
  check: AddressCheck;
  /** Applies one suggested correction; never called without the user pressing its button. */
  onApply: (correction: PlaceCorrection) => void;
};

/**
 * What the check found, under the address, in words: how far it was matched, or each part that
 * disagrees with the postal code with its reason and a button to use the suggested value.
 * Warnings are alerts (announced as they appear); the rest is a polite status.
 */
export function AddressCheckNotice({ check, onApply }: AddressCheckNoticeProps) {
  switch (check.state) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <Status icon={<Loader size={14} aria-hidden />}>{AddressCheckMessages.checking}</Status>
      );
    case 'unavailable':
      return (
        <Status icon={<IconInfoCircle size={16} aria-hidden />}>
          {AddressCheckMessages.unavailable}
        </Status>
      );
    case 'notFound':
      return (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={AddressCheckMessages.notFoundTitle}
        >
          {AddressCheckMessages.notFound}
        </Alert>
      );
    case 'found': {
      const { matchLevel, addressType, corrections } = check.result;
      if (corrections.length > 0)
        return <CorrectionsAlert corrections={corrections} onApply={onApply} />;
      const validated = matchLevel === MatchLevel.street;
      return (
        <Status
          icon={
            validated ? (
              <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
            ) : (
              <IconInfoCircle size={16} aria-hidden />
            )
          }
        >
          {describeMatch(matchLevel, addressType)}
        </Status>
      );
    }
  }
}

function Status({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" role="status">
      {icon}
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

function CorrectionsAlert({
  corrections,
  onApply,
}: {
  corrections: PlaceCorrection[];
  onApply: (correction: PlaceCorrection) => void;
}) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={AddressCheckMessages.correctionTitle}
    >
      <Stack gap="xs">
        {corrections.map((correction) => (
          <Group key={correction.field} gap="sm" justify="space-between">
            <Text size="sm">{correction.reason}</Text>
            <Button
              size="compact-sm"
              variant="white"
              color="dark"
              onClick={() => onApply(correction)}
            >
              Use {suggestedValueName(correction)}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
