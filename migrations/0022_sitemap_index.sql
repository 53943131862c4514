DROP INDEX `blog_posts_published_idx`;--> statement-breakpoint
CREATE INDEX `blog_posts_published_idx` ON `blog_posts` (`published`,`published_at`,`id`,`slug`,`updated_at`);