CREATE TABLE `lead_people` (
	`email_key` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`linkedin_url` text NOT NULL,
	`first_download_at` integer NOT NULL,
	`last_download_at` integer NOT NULL,
	`last_download_id` integer NOT NULL,
	`downloads` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lead_people_last_idx` ON `lead_people` (`last_download_at`,`email_key`);--> statement-breakpoint
CREATE INDEX `analytics_daily_metric_idx` ON `analytics_daily` (`metric`,`day`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_username`);--> statement-breakpoint
CREATE INDEX `blog_posts_category_idx` ON `blog_posts` (`published`,`category`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_updated_idx` ON `blog_posts` (`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `resource_downloads_downloaded_idx` ON `resource_downloads` (`downloaded_at`,`id`);--> statement-breakpoint
-- hand-written below
-- The people summary (docs/architecture.md#lead-people; decision 035): filled from the downloads
-- already stored, then kept equal to a recount of one person's downloads by these triggers, in the
-- transaction of each insert, delete (an erasure, a resource's delete and its cascade) and change.
INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_download_at`, `last_download_at`, `last_download_id`, `downloads`)
SELECT `key`, `name`, `email`, `linkedin_url`, `first`, `downloaded_at`, `id`, `n` FROM (
  SELECT lower(`email`) AS `key`, `name`, `email`, `linkedin_url`, `downloaded_at`, `id`,
    min(`downloaded_at`) OVER (PARTITION BY lower(`email`)) AS `first`,
    count(*) OVER (PARTITION BY lower(`email`)) AS `n`,
    row_number() OVER (PARTITION BY lower(`email`) ORDER BY `downloaded_at` DESC, `id` DESC) AS `place`
  FROM `resource_downloads`
) WHERE `place` = 1;
--> statement-breakpoint
CREATE TRIGGER `lead_people_on_insert` AFTER INSERT ON `resource_downloads` BEGIN
  DELETE FROM `lead_people` WHERE `email_key` = lower(NEW.`email`);
  INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_download_at`, `last_download_at`, `last_download_id`, `downloads`)
  SELECT lower(`latest`.`email`), `latest`.`name`, `latest`.`email`, `latest`.`linkedin_url`, `all_of`.`first`, `latest`.`downloaded_at`, `latest`.`id`, `all_of`.`n`
  FROM (SELECT min(`downloaded_at`) AS `first`, count(*) AS `n` FROM `resource_downloads` WHERE lower(`email`) = lower(NEW.`email`)) AS `all_of`,
    `resource_downloads` AS `latest`
  WHERE `latest`.`id` = (SELECT `id` FROM `resource_downloads` WHERE lower(`email`) = lower(NEW.`email`) ORDER BY `downloaded_at` DESC, `id` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `lead_people_on_delete` AFTER DELETE ON `resource_downloads` BEGIN
  DELETE FROM `lead_people` WHERE `email_key` = lower(OLD.`email`);
  INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_download_at`, `last_download_at`, `last_download_id`, `downloads`)
  SELECT lower(`latest`.`email`), `latest`.`name`, `latest`.`email`, `latest`.`linkedin_url`, `all_of`.`first`, `latest`.`downloaded_at`, `latest`.`id`, `all_of`.`n`
  FROM (SELECT min(`downloaded_at`) AS `first`, count(*) AS `n` FROM `resource_downloads` WHERE lower(`email`) = lower(OLD.`email`)) AS `all_of`,
    `resource_downloads` AS `latest`
  WHERE `latest`.`id` = (SELECT `id` FROM `resource_downloads` WHERE lower(`email`) = lower(OLD.`email`) ORDER BY `downloaded_at` DESC, `id` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `lead_people_on_update` AFTER UPDATE OF `email`, `name`, `linkedin_url`, `downloaded_at` ON `resource_downloads` BEGIN
  DELETE FROM `lead_people` WHERE `email_key` IN (lower(OLD.`email`), lower(NEW.`email`));
  INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_download_at`, `last_download_at`, `last_download_id`, `downloads`)
  SELECT lower(`latest`.`email`), `latest`.`name`, `latest`.`email`, `latest`.`linkedin_url`, `all_of`.`first`, `latest`.`downloaded_at`, `latest`.`id`, `all_of`.`n`
  FROM (SELECT lower(`email`) AS `key`, min(`downloaded_at`) AS `first`, count(*) AS `n`, max(`id`) AS `any_id` FROM `resource_downloads`
        WHERE lower(`email`) IN (lower(OLD.`email`), lower(NEW.`email`)) GROUP BY lower(`email`)) AS `all_of`,
    `resource_downloads` AS `latest`
  WHERE `latest`.`id` = (SELECT `id` FROM `resource_downloads` WHERE lower(`email`) = `all_of`.`key` ORDER BY `downloaded_at` DESC, `id` DESC LIMIT 1);
END;
