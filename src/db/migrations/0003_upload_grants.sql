CREATE TABLE `upload_grants` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`object_path` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `upload_grants_user_idx` ON `upload_grants` (`user_id`,`object_path`);--> statement-breakpoint
CREATE INDEX `upload_grants_expires_idx` ON `upload_grants` (`expires_at`);