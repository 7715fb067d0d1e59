DROP INDEX `weekly_services_search_idx`;--> statement-breakpoint
CREATE INDEX `weekly_services_search_idx` ON `weekly_services` (`day`,`time`,`language`,`kind`,`needs_review`,`church_id`);--> statement-breakpoint
CREATE INDEX `churches_location_idx` ON `churches` (`latitude`,`longitude`,`status`,`featured`,`name`);