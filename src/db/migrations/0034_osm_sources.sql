CREATE TABLE `church_osm_sources` (
	`church_id` integer PRIMARY KEY NOT NULL,
	`element` text NOT NULL,
	`fields` text NOT NULL,
	`seen_at` integer NOT NULL,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `church_osm_sources_element_unique` ON `church_osm_sources` (`element`);--> statement-breakpoint
ALTER TABLE `churches` ADD `name_es` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `churches` ADD `public_email` text;