import type { BulkRecipient } from '#domain/bulk/recipient.ts';
import type { RecipientValidationStatus } from '#domain/bulk/schemas.ts';
import classes from './bulk.module.css';

/** The spec's words and case (Valid, not VALID); the colour comes from bulk.module.css. */
const STATUS_LABELS: Record<RecipientValidationStatus, string> = {
  valid: 'Valid',
  warning: 'Warning',
  error: 'Error',
  pending: 'Pending',
};

/** Several errors one under the other, a single one as a line of its own. */
export function ErrorList({ messages }: { messages: readonly string[] }) {
  if (messages.length <= 1)
    return messages[0] ? <p className={classes.line}>{messages[0]}</p> : null;
  return (
    <ul className={classes.errors}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

type RecipientStatusProps = {
  recipient: BulkRecipient;
  /** Every error of an Error recipient's fields, listed in place of its one-line message; none for an address-check verdict. */
  errors?: readonly string[];
  /** Names the recipient to screen readers, where every row has its own Apply Suggestion. */
  label: string;
  onApplySuggestion: (id: string) => void;
};

/**
 * A recipient's check: Valid, Warning, Error or Pending with its message (or its errors, listed),
 * and a suggested address to apply. Plain elements styled by bulk.module.css, not Mantine's
 * Badge, Text and Button: a sheet draws a hundred of these at once (issue 35).
 */
export function RecipientStatus({
  recipient,
  errors = [],
  label,
  onApplySuggestion,
}: RecipientStatusProps) {
  const status = recipient.validationStatus;
  const suggestion = recipient.suggestedAddress;
  return (
    <div className={classes.status}>
      <span className={classes.badge} data-status={status}>
        {STATUS_LABELS[status]}
      </span>
      {errors.length > 0 ? (
        <ErrorList messages={errors} />
      ) : (
        recipient.validationMessage && <p className={classes.line}>{recipient.validationMessage}</p>
      )}
      {suggestion && (
        <>
          <p className={`${classes.line} ${classes.dimmed}`}>
            Suggested:{' '}
            {[
              suggestion.streetAddress,
              suggestion.city,
              `${suggestion.province} ${suggestion.postalCode}`.trim(),
              suggestion.countryCode,
            ]
              .filter(Boolean)
              .join(', ')}
          </p>
          <button
            type="button"
            className={classes.action}
            aria-label={`Apply Suggestion for ${label}`}
            onClick={() => onApplySuggestion(recipient.id)}
          >
            Apply Suggestion
          </button>
        </>
      )}
    </div>
  );
}
