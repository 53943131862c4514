ALTER TABLE `resources` ADD `page_count` integer;--> statement-breakpoint
ALTER TABLE `testimonials` ADD `linkedin_url` text;