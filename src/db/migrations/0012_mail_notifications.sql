CREATE TABLE `admin_digests` (
	`day` text PRIMARY KEY NOT NULL,
	`recipients` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `newsletter_deliveries` (
	`newsletter_id` integer NOT NULL,
	`subscription_id` integer NOT NULL,
	`outbox_id` integer NOT NULL,
	PRIMARY KEY(`newsletter_id`, `subscription_id`),
	FOREIGN KEY (`newsletter_id`) REFERENCES `newsletters`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `newsletter_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `newsletters` (
	`id` integer PRIMARY KEY NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`send_started_at` integer,
	`sent_at` integer,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `users` ADD `mail_opt_outs` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `confirm_sent_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_confirm_token_hash_unique` ON `newsletter_subscriptions` (`confirm_token_hash`);--> statement-breakpoint
-- Addresses collected before double opt-in asked for the newsletter themselves: they stay subscribed (docs/decisions/0027-newsletter-double-opt-in.md).
UPDATE `newsletter_subscriptions` SET `confirmed_at` = `created_at` WHERE `unsubscribed_at` IS NULL;