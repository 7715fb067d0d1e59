ALTER TABLE `articles` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `language` text DEFAULT 'en' NOT NULL;