CREATE TABLE `analytics_saves_seen` (
	`month` text NOT NULL,
	`hash` text NOT NULL,
	PRIMARY KEY(`month`, `hash`)
);
--> statement-breakpoint
CREATE TABLE `saved_churches` (
	`user_id` integer NOT NULL,
	`church_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`user_id`, `church_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `analytics_daily` ADD `saves` integer DEFAULT 0 NOT NULL;