import { Badge, Button, List, Stack, Text } from '@mantine/core';
import type { BulkRecipient } from '#domain/bulk/recipient.ts';
import type { RecipientValidationStatus } from '#domain/bulk/schemas.ts';

const STATUS_BADGES: Record<RecipientValidationStatus, { label: string; color: string }> = {
  valid: { label: 'Valid', color: 'green.9' },
  warning: { label: 'Warning', color: 'yellow.9' },
  error: { label: 'Error', color: 'red.9' },
  pending: { label: 'Pending', color: 'gray.7' },
};

/** Several errors one under the other, a single one as a line of its own. */
export function ErrorList({ messages }: { messages: readonly string[] }) {
  if (messages.length <= 1) return messages[0] ? <Text size="sm">{messages[0]}</Text> : null;
  return (
    <List size="sm" spacing={2}>
      {messages.map((message) => (
        <List.Item key={message}>{message}</List.Item>
      ))}
    </List>
  );
}

type RecipientStatusProps = {
  recipient: BulkRecipient;
  /** Every error of an Error recipient's fields, listed in place of its one-line message; none for an address-check verdict. */
  errors?: readonly string[];
  /** Names the recipient to screen readers, where every row has its own Apply Suggestion. */
  label: string;
  onApplySuggestion: () => void;
};

/** A recipient's check: Valid, Warning, Error or Pending with its message (or its errors, listed), and a suggested address to apply. */
export function RecipientStatus({
  recipient,
  errors = [],
  label,
  onApplySuggestion,
}: RecipientStatusProps) {
  const badge = STATUS_BADGES[recipient.validationStatus];
  const suggestion = recipient.suggestedAddress;
  return (
    <Stack gap={4} align="flex-start">
      {/* The spec's case (Valid, not VALID), and whole in the narrowest column. */}
      <Badge color={badge.color} variant="filled" tt="none" style={{ flexShrink: 0 }}>
        {badge.label}
      </Badge>
      {errors.length > 0 ? (
        <ErrorList messages={errors} />
      ) : (
        recipient.validationMessage && <Text size="sm">{recipient.validationMessage}</Text>
      )}
      {suggestion && (
        <>
          <Text size="sm" c="dimmed">
            Suggested:{' '}
            {[
              suggestion.streetAddress,
              suggestion.city,
              `${suggestion.province} ${suggestion.postalCode}`.trim(),
              suggestion.countryCode,
            ]
              .filter(Boolean)
              .join(', ')}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            aria-label={`Apply Suggestion for ${label}`}
            onClick={onApplySuggestion}
          >
            Apply Suggestion
          </Button>
        </>
      )}
    </Stack>
  );
}
