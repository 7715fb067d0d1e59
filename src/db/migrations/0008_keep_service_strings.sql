-- The service-time strings of churches and update requests, kept for the data migration that
-- parses them into rows after the SQL migrations (src/db/data-migrations/service-strings.ts),
-- before the next migration drops their columns. That data migration drops this table.
-- Written by hand: drizzle-kit does not know this table.
CREATE TABLE `legacy_service_strings` (
	`source` text NOT NULL,
	`source_id` integer NOT NULL,
	`services` text NOT NULL,
	PRIMARY KEY (`source`, `source_id`)
);
--> statement-breakpoint
INSERT INTO `legacy_service_strings` (`source`, `source_id`, `services`)
	SELECT 'church', `id`, `services` FROM `churches` WHERE `services` IS NOT NULL AND `services` <> '[]';
--> statement-breakpoint
INSERT INTO `legacy_service_strings` (`source`, `source_id`, `services`)
	SELECT 'update-request', `id`, `services` FROM `church_update_requests` WHERE `services` IS NOT NULL AND `services` <> '[]';
