ALTER TABLE `churches` ADD `paid_until` integer;--> statement-breakpoint
CREATE INDEX `churches_paid_until_idx` ON `churches` (`paid_until`);--> statement-breakpoint
ALTER TABLE `payments` ADD `period_end` integer;--> statement-breakpoint
CREATE INDEX `payments_created_idx` ON `payments` (`created_at`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `banner_ad_id` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `last_event_at` integer;