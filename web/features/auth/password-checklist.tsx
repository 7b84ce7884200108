import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { COMMON_PASSWORD_RULE } from '#domain/auth/common-passwords.ts';
import { checkPassword } from '#domain/auth/password-rules.ts';
import type { CommonPasswordVerdict } from './common-passwords.ts';

type PasswordChecklistProps = {
  password: string;
  confirmation: string;
  common: CommonPasswordVerdict;
};

/** Said after the common-password rule while its verdict is not known. */
const COMMON_RULE_PENDING: Partial<Record<CommonPasswordVerdict, string>> = {
  checking: 'Checking…',
  unavailable: 'checked when you submit',
};

/**
 * The live checklist of spec sections 2 and 5: each password rule, that the password is not a
 * common one (the server refuses those), then whether the confirmation matches. A screen reader
 * hears an item again when it flips between met and not met.
 */
export function PasswordChecklist({ password, confirmation, common }: PasswordChecklistProps) {
  const typed = password !== '';
  const items = [
    ...checkPassword(password),
    {
      key: 'common',
      label: COMMON_PASSWORD_RULE,
      met: typed && common === 'uncommon',
      pending: typed ? COMMON_RULE_PENDING[common] : undefined,
    },
    {
      key: 'match',
      label: 'Passwords match',
      met: confirmation !== '' && confirmation === password,
    },
  ];
  return (
    <List
      aria-label="Password requirements"
      aria-live="polite"
      size="sm"
      spacing={6}
      center
      listStyleType="none"
      styles={{ itemLabel: { lineHeight: 1.5 } }}
    >
      {items.map(({ key, label, met, pending }) => (
        <List.Item
          key={key}
          aria-atomic
          icon={
            <ThemeIcon
              size={20}
              radius="xl"
              color={met ? 'green' : 'gray'}
              variant={met ? 'filled' : 'light'}
              aria-hidden
            >
              {met ? <IconCheck size={14} stroke={3} /> : <IconX size={14} stroke={2.5} />}
            </ThemeIcon>
          }
        >
          <VisuallyHidden>{met ? 'Met: ' : 'Not met: '}</VisuallyHidden>
          {label}
          {pending && (
            <Text span size="sm" c="dimmed">
              {' '}
              ({pending})
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
