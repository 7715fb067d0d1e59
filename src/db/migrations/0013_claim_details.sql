ALTER TABLE `church_claims` ADD `role` text;--> statement-breakpoint
ALTER TABLE `church_claims` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `church_claims` ADD `note` text;--> statement-breakpoint
ALTER TABLE `church_claims` ADD `verification_email` text;--> statement-breakpoint
ALTER TABLE `church_claims` ADD `verification_token_hash` text;--> statement-breakpoint
ALTER TABLE `church_claims` ADD `verification_expires_at` integer;--> statement-breakpoint
ALTER TABLE `church_claims` ADD `email_verified_at` integer;