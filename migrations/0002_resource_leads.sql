ALTER TABLE `resource_downloads` ADD `ip_address` text;--> statement-breakpoint
ALTER TABLE `resource_downloads` ADD `user_agent` text;