CREATE TABLE `church_facts` (
	`church_id` integer NOT NULL,
	`fact` text NOT NULL,
	`value` integer NOT NULL,
	PRIMARY KEY(`church_id`, `fact`),
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `church_facts_fact_idx` ON `church_facts` (`fact`,`value`,`church_id`);--> statement-breakpoint
CREATE TABLE `church_visit_info` (
	`church_id` integer PRIMARY KEY NOT NULL,
	`parking` text,
	`livestream` text,
	`service_minutes` integer,
	`dress` text,
	`first_visit` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `church_update_requests` ADD `visit_facts` text;--> statement-breakpoint
CREATE INDEX `weekly_services_asl_idx` ON `weekly_services` (`church_id`) WHERE asl = 1 AND needs_review = 0;