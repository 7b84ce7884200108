import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { BulkRecipient } from '#domain/bulk/recipient.ts';
import { BulkWizardMessages as Messages } from '#domain/bulk/messages.ts';
import { recipientAddressLine, recipientLabel } from '#domain/bulk/wizard-rules.ts';
import { RecipientStatus } from './recipient-status.tsx';
import { useIsWide } from './use-is-wide.ts';
import { useRecipientChecks, type RecipientChecks } from './use-recipient-checks.ts';

type RecipientActions = {
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  onApplySuggestion: (id: string) => void;
};

type RecipientsTableProps = RecipientActions & { recipients: BulkRecipient[] };

const addressOf = (recipient: BulkRecipient) =>
  recipientAddressLine({
    street: recipient.address,
    unit: recipient.apt,
    city: recipient.city,
    province: recipient.province,
    postalCode: recipient.postalCode,
    countryCode: recipient.countryCode,
  });

/**
 * An Error row's message one error a line, when it is the errors of its fields (as a sheet's
 * row gets them); none for another message, such as an address check's 'Address not found',
 * or while the checks load (the message then shows on one line).
 */
function listedErrors(recipient: BulkRecipient, checks: RecipientChecks | null): string[] {
  if (recipient.validationStatus !== 'error' || !checks) return [];
  const errors = checks.recipientErrors(recipient);
  return errors.join(' ') === recipient.validationMessage ? errors : [];
}

/**
 * The recipients so far (spec section 2): Name, Address, Contact, Status, Actions, with the
 * count in the heading; a table on wide screens, a card each on phones.
 */
export function RecipientsTable({ recipients, ...actions }: RecipientsTableProps) {
  const isWide = useIsWide();
  const checks = useRecipientChecks();
  const entries = recipients.map((recipient, index) => ({
    recipient,
    label: recipientLabel(recipient, index),
    errors: listedErrors(recipient, checks),
  }));
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="recipients-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="recipients-heading">
          Recipients ({recipients.length})
        </Title>
        {recipients.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {Messages.noRecipients}
          </Text>
        ) : isWide ? (
          <RecipientRows entries={entries} {...actions} />
        ) : (
          <RecipientCards entries={entries} {...actions} />
        )}
      </Stack>
    </Paper>
  );
}

type Entry = { recipient: BulkRecipient; label: string; errors: string[] };
type EntriesProps = RecipientActions & { entries: Entry[] };

function RecipientRows({ entries, ...actions }: EntriesProps) {
  return (
    // A narrow window may still scroll sideways: the region takes focus so the keyboard can scroll it.
    <Table.ScrollContainer
      minWidth={760}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Recipients"
    >
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map(({ recipient, label, errors }) => (
            <Table.Tr key={recipient.id}>
              <Table.Td>
                <RecipientName recipient={recipient} label={label} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{addressOf(recipient)}</Text>
              </Table.Td>
              <Table.Td>
                <RecipientContact recipient={recipient} />
              </Table.Td>
              <Table.Td>
                <RecipientStatus
                  recipient={recipient}
                  errors={errors}
                  label={label}
                  onApplySuggestion={() => actions.onApplySuggestion(recipient.id)}
                />
              </Table.Td>
              <Table.Td>
                <RecipientButtons recipient={recipient} label={label} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RecipientCards({ entries, ...actions }: EntriesProps) {
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      aria-label="Recipients"
      style={{ listStyle: 'none' }}
    >
      {entries.map(({ recipient, label, errors }) => (
        <Paper component="li" key={recipient.id} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <RecipientName recipient={recipient} label={label} />
            <Text size="sm">{addressOf(recipient)}</Text>
            <RecipientContact recipient={recipient} />
            <RecipientStatus
              recipient={recipient}
              errors={errors}
              label={label}
              onApplySuggestion={() => actions.onApplySuggestion(recipient.id)}
            />
            <RecipientButtons recipient={recipient} label={label} {...actions} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function RecipientName({ recipient, label }: Pick<Entry, 'recipient' | 'label'>) {
  return (
    <div>
      <Text fw={600} size="sm">
        {label}
      </Text>
      {recipient.company && (
        <Text size="xs" c="dimmed">
          {recipient.company}
        </Text>
      )}
    </div>
  );
}

function RecipientContact({ recipient }: { recipient: BulkRecipient }) {
  return (
    <div>
      <Text size="sm">{recipient.phone}</Text>
      {recipient.email && (
        <Text size="xs" c="dimmed">
          {recipient.email}
        </Text>
      )}
    </div>
  );
}

function RecipientButtons({
  recipient,
  label,
  onEdit,
  onDelete,
}: Pick<Entry, 'recipient' | 'label'> & Pick<RecipientActions, 'onEdit' | 'onDelete'>) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        aria-label={`Edit ${label}`}
        onClick={() => onEdit(recipient.id)}
      >
        Edit
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        aria-label={`Delete ${label}`}
        onClick={() => onDelete(recipient.id)}
      >
        Delete
      </Button>
    </Group>
  );
}
