import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { memo } from 'react';
import type { BulkRecipient } from '#domain/bulk/recipient.ts';
import { BulkWizardMessages as Messages } from '#domain/bulk/messages.ts';
import { recipientAddressLine, recipientLabel } from '#domain/bulk/wizard-rules.ts';
import classes from './bulk.module.css';
import { RecipientStatus } from './recipient-status.tsx';
import { useIsWide } from './use-is-wide.ts';
import { useRecipientChecks, type RecipientChecks } from './use-recipient-checks.ts';

/** What the rows do, by recipient id; stable callbacks, so that an unchanged row is not drawn again. */
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
  const Entry = isWide ? RecipientRow : RecipientCard;
  const entries = recipients.map((recipient, index) => (
    <Entry
      key={recipient.id}
      recipient={recipient}
      label={recipientLabel(recipient, index)}
      checks={checks}
      {...actions}
    />
  ));
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
          // A narrow window may still scroll sideways: the region takes focus so the keyboard can scroll it.
          <Table.ScrollContainer
            minWidth={760}
            type="native"
            tabIndex={0}
            role="region"
            aria-label="Recipients"
          >
            <table className={classes.table}>
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Address</th>
                  <th>Contact</th>
                  <th>Status</th>
                  <th>Actions</th>
                </tr>
              </thead>
              <tbody>{entries}</tbody>
            </table>
          </Table.ScrollContainer>
        ) : (
          <ul className={classes.cards} aria-label="Recipients">
            {entries}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}

type EntryProps = RecipientActions & {
  recipient: BulkRecipient;
  label: string;
  checks: RecipientChecks | null;
};

/*
 * A sheet draws a hundred recipients at once (issue 35: at most 1 s from the file chosen to
 * every status shown, at 4x CPU slowdown too). So each is a memoized component of plain
 * elements styled by bulk.module.css, without Mantine's Text, Badge and Button per row, and
 * getting only plain values and stable callbacks: a change to one recipient draws its row alone.
 */

/** One recipient as a row of the wide screen's table. */
const RecipientRow = memo(function RecipientRow({
  recipient,
  label,
  checks,
  ...actions
}: EntryProps) {
  return (
    <tr>
      <td>
        <RecipientName recipient={recipient} label={label} />
      </td>
      <td className={classes.wraps}>{addressOf(recipient)}</td>
      <td>
        <RecipientContact recipient={recipient} />
      </td>
      <td>
        <RecipientStatus
          recipient={recipient}
          errors={listedErrors(recipient, checks)}
          label={label}
          onApplySuggestion={actions.onApplySuggestion}
        />
      </td>
      <td>
        <RecipientButtons recipient={recipient} label={label} {...actions} />
      </td>
    </tr>
  );
});

/** One recipient as a phone's card. */
const RecipientCard = memo(function RecipientCard({
  recipient,
  label,
  checks,
  ...actions
}: EntryProps) {
  return (
    <li className={classes.card}>
      <RecipientName recipient={recipient} label={label} />
      <p className={`${classes.line} ${classes.wraps}`}>{addressOf(recipient)}</p>
      <RecipientContact recipient={recipient} />
      <RecipientStatus
        recipient={recipient}
        errors={listedErrors(recipient, checks)}
        label={label}
        onApplySuggestion={actions.onApplySuggestion}
      />
      <RecipientButtons recipient={recipient} label={label} {...actions} />
    </li>
  );
});

function RecipientName({ recipient, label }: Pick<EntryProps, 'recipient' | 'label'>) {
  return (
    <div className={classes.wraps}>
      <p className={`${classes.line} ${classes.strong}`}>{label}</p>
      {recipient.company && (
        <p className={`${classes.small} ${classes.dimmed}`}>{recipient.company}</p>
      )}
    </div>
  );
}

function RecipientContact({ recipient }: { recipient: BulkRecipient }) {
  return (
    <div className={classes.wraps}>
      <p className={classes.line}>{recipient.phone}</p>
      {recipient.email && <p className={`${classes.small} ${classes.dimmed}`}>{recipient.email}</p>}
    </div>
  );
}

function RecipientButtons({
  recipient,
  label,
  onEdit,
  onDelete,
}: Pick<EntryProps, 'recipient' | 'label' | 'onEdit' | 'onDelete'>) {
  return (
    <div className={classes.actions}>
      <button
        type="button"
        className={classes.action}
        aria-label={`Edit ${label}`}
        onClick={() => onEdit(recipient.id)}
      >
        Edit
      </button>
      <button
        type="button"
        className={classes.action}
        data-color="red"
        aria-label={`Delete ${label}`}
        onClick={() => onDelete(recipient.id)}
      >
        Delete
      </button>
    </div>
  );
}
