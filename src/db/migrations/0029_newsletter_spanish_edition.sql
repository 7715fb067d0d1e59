ALTER TABLE `newsletters` ADD `subject_es` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletters` ADD `body_es` text DEFAULT '' NOT NULL;