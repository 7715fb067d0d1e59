CREATE TABLE `areas` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `areas_name_unique` ON `areas` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `areas_slug_unique` ON `areas` (`slug`);--> statement-breakpoint
CREATE TABLE `denominations` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `denominations_name_unique` ON `denominations` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `denominations_slug_unique` ON `denominations` (`slug`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'owner' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `church_languages` (
	`church_id` integer NOT NULL,
	`language` text NOT NULL,
	PRIMARY KEY(`church_id`, `language`),
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `church_languages_language_idx` ON `church_languages` (`language`,`church_id`);--> statement-breakpoint
CREATE TABLE `churches` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`denomination_id` integer,
	`area_id` integer,
	`address` text NOT NULL,
	`zip` text DEFAULT '' NOT NULL,
	`phone` text,
	`website` text,
	`latitude` real,
	`longitude` real,
	`location_approximate` integer DEFAULT false NOT NULL,
	`logo_image` text,
	`hero_image` text,
	`services` text DEFAULT '[]' NOT NULL,
	`worship_style` text,
	`featured` integer DEFAULT false NOT NULL,
	`is_premium` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`owner_id` integer,
	`youtube_channel` text,
	`recent_sermons` text DEFAULT '[]' NOT NULL,
	`pastor_name` text,
	`mission_statement` text,
	`history` text,
	`special_programs` text,
	`youth_programs` text,
	`music_ministry` text,
	`outreach_programs` text,
	`facebook_page` text,
	`instagram_handle` text,
	`is_demo` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`denomination_id`) REFERENCES `denominations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`area_id`) REFERENCES `areas`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `churches_slug_unique` ON `churches` (`slug`);--> statement-breakpoint
CREATE INDEX `churches_status_name_idx` ON `churches` (`status`,`name`);--> statement-breakpoint
CREATE INDEX `churches_denomination_idx` ON `churches` (`denomination_id`,`status`,`name`);--> statement-breakpoint
CREATE INDEX `churches_area_idx` ON `churches` (`area_id`,`status`,`name`);--> statement-breakpoint
CREATE INDEX `churches_style_idx` ON `churches` (`worship_style`,`status`,`name`);--> statement-breakpoint
CREATE INDEX `churches_featured_idx` ON `churches` (`featured`,`status`,`name`);--> statement-breakpoint
CREATE INDEX `churches_owner_idx` ON `churches` (`owner_id`);--> statement-breakpoint
CREATE INDEX `churches_updated_idx` ON `churches` (`updated_at`);--> statement-breakpoint
CREATE TABLE `church_claims` (
	`id` integer PRIMARY KEY NOT NULL,
	`church_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`decided_at` integer,
	`decided_by` integer,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `church_claims_status_idx` ON `church_claims` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `church_claims_user_idx` ON `church_claims` (`user_id`);--> statement-breakpoint
CREATE TABLE `church_update_requests` (
	`id` integer PRIMARY KEY NOT NULL,
	`church_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`submitter_name` text NOT NULL,
	`submitter_email` text NOT NULL,
	`submitter_role` text NOT NULL,
	`update_reason` text NOT NULL,
	`submitted_by` integer,
	`name` text,
	`denomination` text,
	`description` text,
	`address` text,
	`zip` text,
	`area` text,
	`phone` text,
	`website` text,
	`youtube_channel` text,
	`services` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`decided_at` integer,
	`decided_by` integer,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`submitted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `church_update_requests_status_idx` ON `church_update_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `church_update_requests_church_idx` ON `church_update_requests` (`church_id`);--> statement-breakpoint
CREATE TABLE `articles` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`content` text NOT NULL,
	`image_url` text,
	`category` text DEFAULT 'community' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`published_at` integer,
	`author_id` integer,
	`is_demo` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_slug_unique` ON `articles` (`slug`);--> statement-breakpoint
CREATE INDEX `articles_status_published_idx` ON `articles` (`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `articles_category_idx` ON `articles` (`category`,`status`,`published_at`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY NOT NULL,
	`church_id` integer,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`starts_at` integer NOT NULL,
	`has_time` integer DEFAULT true NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`category` text DEFAULT 'general' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`submitted_by` integer,
	`is_demo` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`submitted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `events_status_starts_idx` ON `events` (`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_church_idx` ON `events` (`church_id`,`starts_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`read_at` integer
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`id` integer PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`unsubscribed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_email_unique` ON `newsletter_subscriptions` (`email`);--> statement-breakpoint
CREATE INDEX `newsletter_created_idx` ON `newsletter_subscriptions` (`created_at`);--> statement-breakpoint
CREATE TABLE `analytics_daily` (
	`church_id` integer NOT NULL,
	`day` text NOT NULL,
	`directory_views` integer DEFAULT 0 NOT NULL,
	`profile_views` integer DEFAULT 0 NOT NULL,
	`website_clicks` integer DEFAULT 0 NOT NULL,
	`phone_clicks` integer DEFAULT 0 NOT NULL,
	`direction_clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`church_id`, `day`),
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `analytics_daily_day_idx` ON `analytics_daily` (`day`);--> statement-breakpoint
CREATE TABLE `analytics_seen` (
	`day` text NOT NULL,
	`hash` text NOT NULL,
	PRIMARY KEY(`day`, `hash`)
);
--> statement-breakpoint
CREATE TABLE `banner_ads` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`image_url` text NOT NULL,
	`link_url` text NOT NULL,
	`alt_text` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`paid_until` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `banner_ads_status_idx` ON `banner_ads` (`status`,`paid_until`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer,
	`church_id` integer,
	`provider` text NOT NULL,
	`provider_payment_id` text NOT NULL,
	`plan` text NOT NULL,
	`description` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`status` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_payment_id_unique` ON `payments` (`provider_payment_id`);--> statement-breakpoint
CREATE INDEX `payments_user_idx` ON `payments` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `processed_webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`church_id` integer,
	`provider` text NOT NULL,
	`provider_subscription_id` text NOT NULL,
	`provider_customer_id` text,
	`plan` text NOT NULL,
	`status` text NOT NULL,
	`current_period_end` integer,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_provider_subscription_id_unique` ON `subscriptions` (`provider_subscription_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_church_idx` ON `subscriptions` (`church_id`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY NOT NULL,
	`actor_id` integer,
	`action` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` text,
	`details` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity_type`,`entity_id`);--> statement-breakpoint
CREATE TABLE `images` (
	`id` integer PRIMARY KEY NOT NULL,
	`object_path` text NOT NULL,
	`uploaded_by` integer,
	`church_id` integer,
	`kind` text DEFAULT 'other' NOT NULL,
	`content_type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `images_object_path_unique` ON `images` (`object_path`);--> statement-breakpoint
CREATE INDEX `images_church_idx` ON `images` (`church_id`);