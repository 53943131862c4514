CREATE TABLE `gone_slugs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`slug` text NOT NULL,
	`gone_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gone_slugs_kind_slug_unique` ON `gone_slugs` (`kind`,`slug`);--> statement-breakpoint
CREATE TABLE `slug_redirects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`old_slug` text NOT NULL,
	`target_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `slug_redirects_kind_old_slug_unique` ON `slug_redirects` (`kind`,`old_slug`);--> statement-breakpoint
ALTER TABLE `audit_log` ADD `target_kind` text;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `target_title` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `meta_title` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `meta_description` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `share_image` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `previews_revoked_at` integer;--> statement-breakpoint
ALTER TABLE `resources` ADD `meta_title` text;--> statement-breakpoint
ALTER TABLE `resources` ADD `meta_description` text;--> statement-breakpoint
ALTER TABLE `resources` ADD `share_image` text;