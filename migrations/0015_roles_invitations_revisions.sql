CREATE TABLE `content_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`version` integer NOT NULL,
	`data` text NOT NULL,
	`saved_by` integer,
	`saved_by_name` text,
	`reason` text NOT NULL,
	`restored_from` integer,
	`saved_at` integer NOT NULL,
	FOREIGN KEY (`saved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_revisions_item_version_unique` ON `content_revisions` (`kind`,`item_id`,`version`);--> statement-breakpoint
CREATE TABLE `invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`invited_by` integer,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`user_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `invitations_email_idx` ON `invitations` (lower("email"));--> statement-breakpoint
CREATE TABLE `lead_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`body` text NOT NULL,
	`author_id` integer,
	`author_name` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `lead_notes_email_idx` ON `lead_notes` (`email`);--> statement-breakpoint
CREATE TABLE `lead_statuses` (
	`email` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`updated_by` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `owner_id` integer;--> statement-breakpoint
ALTER TABLE `media` ADD `original_name` text;--> statement-breakpoint
ALTER TABLE `media` ADD `content_hash` text;--> statement-breakpoint
CREATE INDEX `media_content_hash_idx` ON `media` (`content_hash`);--> statement-breakpoint
ALTER TABLE `users` ADD `last_sign_in_at` integer;
--> statement-breakpoint
-- hand-written below
-- Accounts that signed in before last_sign_in_at existed: their last sign-in from the audit trail,
-- so only people who never signed in are listed as authors (docs/product.md#admin-users).
UPDATE `users` SET `last_sign_in_at` = (SELECT max(`at`) FROM `audit_log` WHERE `action` = 'login' AND `actor_id` = `users`.`id`);
