ALTER TABLE `churches` ADD `rejection_reason` text;--> statement-breakpoint
ALTER TABLE `church_claims` ADD `rejection_reason` text;--> statement-breakpoint
ALTER TABLE `events` ADD `rejection_reason` text;