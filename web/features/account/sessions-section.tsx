import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { summarizeUserAgent } from '#domain/account/browser-summary.ts';
import { AccountPageMessages as Messages } from '#domain/account/messages.ts';
import type { ActiveSession } from '#domain/account/schemas.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { FormAlert } from '../auth/index.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { LoadFailed } from './load-failed.tsx';
import { personalInfoKeys, personalInfoApi, useActiveSessions } from './personal-info-api.ts';
import { useRefetchingMutation } from '../../lib/use-refetching-mutation.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

/** The browsers signed in to the account; any but this one can be signed out from here. */
export function SessionsSection() {
  const sessions = useActiveSessions();
  const end = useRefetchingMutation(personalInfoApi.endSession, [personalInfoKeys.sessions()]);

  return (
    <SectionCard
      title="Active sessions"
      description="The browsers signed in to your account. End any you do not recognise, then change your password."
    >
      {sessions.isPending && <CenteredLoader label="Loading your sessions…" />}
      {sessions.isError && <LoadFailed message={Messages.sessionsLoadFailed} query={sessions} />}
      {end.error && (
        <FormAlert
          message={
            end.error instanceof ApiRequestError ? end.error.message : Messages.sessionNotFound
          }
        />
      )}
      {sessions.data && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.data.map((session) => (
            <SessionItem
              key={session.sessionId}
              session={session}
              ending={end.isPending && end.variables === session.sessionId}
              onEnd={() =>
                end.mutate(session.sessionId, {
                  onSuccess: () => notifySuccess(Messages.sessionEnded),
                })
              }
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

type SessionItemProps = { session: ActiveSession; ending: boolean; onEnd: () => void };

function SessionItem({ session, ending, onEnd }: SessionItemProps) {
  const browser = summarizeUserAgent(session.userAgent);
  const DeviceIcon = /\b(iOS|Android)$/.test(browser) ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={browser}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <DeviceIcon size={28} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{browser}</Text>
              {session.current && (
                <Badge color="green" variant="light">
                  This browser
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              Signed in {formatDateTime(session.createdAt)}
            </Text>
            <Text size="sm" c="dimmed">
              Last active {formatDateTime(session.lastSeenAt)}
            </Text>
          </Stack>
        </Group>
        {!session.current && (
          <Button
            variant="light"
            color="red"
            size="sm"
            loading={ending}
            renderRoot={focusableWhileLoading}
            onClick={onEnd}
            aria-label={`End session: ${browser}, signed in ${formatDateTime(session.createdAt)}`}
          >
            End session
          </Button>
        )}
      </Group>
    </Paper>
  );
}
