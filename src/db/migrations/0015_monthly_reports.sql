CREATE TABLE `monthly_reports` (
	`id` integer PRIMARY KEY NOT NULL,
	`church_id` integer NOT NULL,
	`month` text NOT NULL,
	`figures` text NOT NULL,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `monthly_reports_church_month_idx` ON `monthly_reports` (`church_id`,`month`);--> statement-breakpoint
CREATE INDEX `monthly_reports_month_idx` ON `monthly_reports` (`month`);--> statement-breakpoint
CREATE TABLE `search_stats` (
	`day` text NOT NULL,
	`filters` text NOT NULL,
	`searches` integer DEFAULT 0 NOT NULL,
	`no_results` integer DEFAULT 0 NOT NULL,
	`few_results` integer DEFAULT 0 NOT NULL,
	`results_sum` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `filters`)
);
