CREATE TABLE `service_exceptions` (
	`id` integer PRIMARY KEY NOT NULL,
	`church_id` integer NOT NULL,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`kind` text NOT NULL,
	`new_time` text,
	`note` text DEFAULT '' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_exceptions_church_date_idx` ON `service_exceptions` (`church_id`,`date`,`time`);