ALTER TABLE `service_exceptions` ADD `note_es` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `temporary_schedules` ADD `note_es` text DEFAULT '' NOT NULL;