ALTER TABLE `churches` DROP COLUMN `services`;--> statement-breakpoint
ALTER TABLE `church_update_requests` DROP COLUMN `services`;