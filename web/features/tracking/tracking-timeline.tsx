import { Text, Timeline } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { TrackingMessages } from '#domain/tracking/messages.ts';
import type { TrackingEvent } from '#domain/tracking/schemas.ts';
import { formatReaderTime } from './reader-time.ts';

/** A parcel's events, newest first as the server sends them; a parcel without any says so. */
export function TrackingTimeline({ events }: { events: readonly TrackingEvent[] }) {
  if (events.length === 0) return <Text c="dimmed">{TrackingMessages.noEvents}</Text>;
  return (
    <Timeline active={0} bulletSize={22} lineWidth={2} aria-label="Tracking events">
      {events.map((event) => (
        <Timeline.Item
          key={`${event.timestamp}-${event.description}`}
          bullet={<IconPackage size={12} aria-hidden />}
          title={event.description}
        >
          <Text size="sm">{event.location}</Text>
          <Text size="xs" c="dimmed" component="time" dateTime={event.timestamp}>
            {formatReaderTime(event.timestamp)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
