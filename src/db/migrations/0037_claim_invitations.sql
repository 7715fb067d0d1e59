CREATE TABLE `claim_invitations` (
	`id` integer PRIMARY KEY NOT NULL,
	`ref` text NOT NULL,
	`church_id` integer NOT NULL,
	`email` text NOT NULL,
	`lang` text NOT NULL,
	`sent_by` integer,
	`sent_at` integer NOT NULL,
	`opened_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`church_id`) REFERENCES `churches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sent_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `claim_invitations_ref_unique` ON `claim_invitations` (`ref`);--> statement-breakpoint
CREATE INDEX `claim_invitations_email_idx` ON `claim_invitations` (`email`,`sent_at`);--> statement-breakpoint
CREATE INDEX `claim_invitations_church_idx` ON `claim_invitations` (`church_id`);--> statement-breakpoint
CREATE INDEX `claim_invitations_sent_idx` ON `claim_invitations` (`sent_at`);--> statement-breakpoint
CREATE TABLE `invitation_opt_outs` (
	`email` text PRIMARY KEY NOT NULL,
	`opted_out_at` integer NOT NULL
);
