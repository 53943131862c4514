CREATE TABLE `case_studies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`client` text,
	`industry` text NOT NULL,
	`company_size` text,
	`stage` text,
	`problem` text NOT NULL,
	`approach` text NOT NULL,
	`outcomes` text NOT NULL,
	`timeline` text,
	`services` text NOT NULL,
	`cover_image` text,
	`featured` integer DEFAULT false NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`meta_title` text,
	`meta_description` text,
	`share_image` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `case_studies_slug_unique` ON `case_studies` (`slug`);--> statement-breakpoint
CREATE INDEX `case_studies_published_idx` ON `case_studies` (`published`,`published_at`);--> statement-breakpoint
CREATE INDEX `case_studies_updated_idx` ON `case_studies` (`updated_at`,`id`);--> statement-breakpoint
ALTER TABLE `testimonials` ADD `case_study_id` integer;