CREATE TABLE `calendar_feeds` (
	`id` integer PRIMARY KEY NOT NULL,
	`church_id` integer NOT NULL,
	`url` text NOT NULL,
	`services_match` text DEFAULT '' NOT NULL,
	`cancel_match` text DEFAULT '' NOT NULL,
	`etag` text,
	`last_modified` text,
	`read_on` text,
	`last_fetched_at` integer,
	`last_status` text,
	`last_error` text,
	`failing_since` integer,
	`failures` integer DEFAULT 0 NOT NULL,
	`events_found` integer DEFAULT 0 NOT NULL,
	`left_out` integer DEFAULT 0 NOT NULL,
	`paused` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_church_id_unique` ON `calendar_feeds` (`church_id`);--> statement-breakpoint
CREATE TABLE `calendar_sync_runs` (
	`id` integer PRIMARY KEY NOT NULL,
	`feed_id` integer NOT NULL,
	`church_id` integer NOT NULL,
	`at` integer NOT NULL,
	`changes` text NOT NULL,
	`undone_at` integer,
	FOREIGN KEY (`feed_id`) REFERENCES `calendar_feeds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `calendar_sync_runs_feed_idx` ON `calendar_sync_runs` (`feed_id`,`id`);--> statement-breakpoint
ALTER TABLE `service_exceptions` ADD `feed_uid` text;--> statement-breakpoint
ALTER TABLE `special_services` ADD `feed_uid` text;