ALTER TABLE `weekly_services` ADD `attendance` text DEFAULT 'in-person' NOT NULL;--> statement-breakpoint
ALTER TABLE `weekly_services` ADD `stream_url` text DEFAULT '' NOT NULL;