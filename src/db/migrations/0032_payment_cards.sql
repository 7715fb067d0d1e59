ALTER TABLE `payments` ADD `card_brand` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `card_last4` text;