CREATE TABLE `schedule_services` (
	`id` integer PRIMARY KEY NOT NULL,
	`schedule_id` integer NOT NULL,
	`church_id` integer NOT NULL,
	`day` text NOT NULL,
	`time` text NOT NULL,
	`duration_minutes` integer DEFAULT 60 NOT NULL,
	`language` text DEFAULT 'english' NOT NULL,
	`asl` integer DEFAULT false NOT NULL,
	`kind` text DEFAULT 'worship' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`attendance` text DEFAULT 'in-person' NOT NULL,
	`stream_url` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`schedule_id`) REFERENCES `temporary_schedules`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `schedule_services_church_idx` ON `schedule_services` (`church_id`,`day`,`time`);--> statement-breakpoint
CREATE INDEX `schedule_services_schedule_idx` ON `schedule_services` (`schedule_id`);--> statement-breakpoint
CREATE TABLE `temporary_schedules` (
	`id` integer PRIMARY KEY NOT NULL,
	`church_id` integer NOT NULL,
	`kind` text NOT NULL,
	`starts_on` text NOT NULL,
	`ends_on` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `temporary_schedules_church_idx` ON `temporary_schedules` (`church_id`,`ends_on`);