CREATE INDEX `contact_messages_status_idx` ON `contact_messages` (`spam`,`read`);--> statement-breakpoint
-- hand-written below
-- blog_posts rebuilt with its body last (decision 058). SQLite stores a row's columns in order and
-- a long body spills onto overflow pages, so with `content` in the middle every read of a column
-- after it (category, published_at, updated_at, owner_id: the lists, their counts, the sitemap)
-- walked each post's whole body. Same columns, same rows and ids, same indexes; nothing refers to
-- the table by a foreign key. The AUTOINCREMENT counter is carried over so a deleted post's id is
-- never given again.
CREATE TABLE `__new_blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`author` text NOT NULL,
	`excerpt` text NOT NULL,
	`category` text NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`published_at` integer,
	`cover_image` text,
	`read_time` text,
	`meta_title` text,
	`meta_description` text,
	`share_image` text,
	`previews_revoked_at` integer,
	`owner_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`content` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_blog_posts` (`id`, `title`, `slug`, `author`, `excerpt`, `category`, `published`, `published_at`,
  `cover_image`, `read_time`, `meta_title`, `meta_description`, `share_image`, `previews_revoked_at`, `owner_id`,
  `created_at`, `updated_at`, `content`)
SELECT `id`, `title`, `slug`, `author`, `excerpt`, `category`, `published`, `published_at`,
  `cover_image`, `read_time`, `meta_title`, `meta_description`, `share_image`, `previews_revoked_at`, `owner_id`,
  `created_at`, `updated_at`, `content`
FROM `blog_posts` ORDER BY `id`;
--> statement-breakpoint
UPDATE `sqlite_sequence` SET `seq` = max(`seq`, coalesce((SELECT `seq` FROM `sqlite_sequence` WHERE `name` = 'blog_posts'), 0))
WHERE `name` = '__new_blog_posts';
--> statement-breakpoint
DROP TABLE `blog_posts`;
--> statement-breakpoint
ALTER TABLE `__new_blog_posts` RENAME TO `blog_posts`;
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);
--> statement-breakpoint
CREATE INDEX `blog_posts_published_idx` ON `blog_posts` (`published`,`published_at`);
--> statement-breakpoint
CREATE INDEX `blog_posts_category_idx` ON `blog_posts` (`published`,`category`,`published_at`);
--> statement-breakpoint
CREATE INDEX `blog_posts_updated_idx` ON `blog_posts` (`updated_at`,`id`);
--> statement-breakpoint
-- The people summary's view again (0016), with `+spam`: the unary plus keeps the planner off
-- `contact_messages_status_idx` above for the view's `spam = 0`, which it would otherwise choose
-- over the e-mail index, so every trigger that recounts a person would scan all non-spam messages
-- (a new message's insert grew with the table: ×100 seeding went from under a minute to many).
DROP VIEW `lead_person_activity`;
--> statement-breakpoint
CREATE VIEW `lead_person_activity` AS
  SELECT lower(`email`) AS `email_key`, 1 AS `kind`, `id`, `downloaded_at` AS `at`, `name`, `email`, `linkedin_url` FROM `resource_downloads`
  UNION ALL
  SELECT lower(`email`), 2, `id`, `created_at`, `name`, `email`, NULL FROM `contact_messages` WHERE +`spam` = 0
  UNION ALL
  SELECT lower(`email`), 3, `id`, `created_at`, `name`, `email`, NULL FROM `bookings`;
