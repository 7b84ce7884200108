-- Pickup events booked before issue 33 read 'Pickup scheduled for 2026-11-25 between 09:00 and
-- 12:00': rewritten as new ones are (pickupScheduledDescription, domain/tracking/tracking-events.ts),
-- 'Pickup scheduled for Nov 25, 2026, between 9:00 a.m. and 12:00 p.m. (Vancouver time)'.
UPDATE "tracking_events" AS "event"
SET "description" = format(
	'Pickup scheduled for %s, between %s and %s (Vancouver time)',
	to_char("old"."parts"[1]::date, 'Mon FMDD, YYYY'),
	to_char("old"."parts"[2]::time, 'FMHH12:MI a.m.'),
	to_char("old"."parts"[3]::time, 'FMHH12:MI a.m.')
)
FROM (
	SELECT "id", regexp_match(
		"description",
		'^Pickup scheduled for (\d{4}-\d{2}-\d{2}) between (\d{2}:\d{2}) and (\d{2}:\d{2})$'
	) AS "parts"
	FROM "tracking_events"
	WHERE "status" = 'PICKUP_SCHEDULED'
) AS "old"
WHERE "event"."id" = "old"."id" AND "old"."parts" IS NOT NULL;
