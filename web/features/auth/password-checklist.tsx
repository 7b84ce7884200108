import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { checkPassword } from '#domain/auth/password-rules.ts';

type PasswordChecklistProps = { password: string; confirmation: string };

/**
 * The live checklist of spec sections 2 and 5: each password rule, then whether the confirmation
 * matches. A screen reader hears an item again when it flips between met and not met.
 */
export function PasswordChecklist({ password, confirmation }: PasswordChecklistProps) {
  const items = [
    ...checkPassword(password),
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
      {items.map(({ key, label, met }) => (
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
        </List.Item>
      ))}
    </List>
  );
}
