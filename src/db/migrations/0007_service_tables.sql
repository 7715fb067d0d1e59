CREATE TABLE `special_services` (
	`id` integer PRIMARY KEY NOT NULL,
	`church_id` integer NOT NULL,
	`occasion` text NOT NULL,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`duration_minutes` integer DEFAULT 60 NOT NULL,
	`language` text DEFAULT 'english' NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `special_services_occasion_idx` ON `special_services` (`occasion`,`date`);--> statement-breakpoint
CREATE INDEX `special_services_church_idx` ON `special_services` (`church_id`,`date`);--> statement-breakpoint
CREATE TABLE `weekly_services` (
	`id` integer PRIMARY KEY NOT NULL,
	`church_id` integer NOT NULL,
	`position` integer NOT NULL,
	`day` text,
	`time` text,
	`duration_minutes` integer DEFAULT 60 NOT NULL,
	`language` text DEFAULT 'english' NOT NULL,
	`asl` integer DEFAULT false NOT NULL,
	`kind` text DEFAULT 'worship' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`needs_review` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `weekly_services_search_idx` ON `weekly_services` (`day`,`time`,`language`);--> statement-breakpoint
CREATE INDEX `weekly_services_church_idx` ON `weekly_services` (`church_id`,`position`);--> statement-breakpoint
CREATE TABLE `data_migrations` (
	`name` text PRIMARY KEY NOT NULL,
	`applied_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `churches` ADD `services_confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `church_update_requests` ADD `service_rows` text;--> statement-breakpoint
ALTER TABLE `church_update_requests` ADD `special_services` text;