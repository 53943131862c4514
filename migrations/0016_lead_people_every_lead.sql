ALTER TABLE `lead_people` RENAME COLUMN "first_download_at" TO "first_seen_at";--> statement-breakpoint
ALTER TABLE `lead_people` RENAME COLUMN "last_download_at" TO "last_seen_at";--> statement-breakpoint
DROP INDEX `lead_people_last_idx`;--> statement-breakpoint
ALTER TABLE `lead_people` ADD `messages` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `lead_people` ADD `bookings` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `lead_people_seen_idx` ON `lead_people` (`last_seen_at`,`email_key`);--> statement-breakpoint
ALTER TABLE `lead_people` DROP COLUMN `last_download_id`;
--> statement-breakpoint
-- hand-written below
-- The people summary now counts every kind of lead (docs/architecture.md#lead-people; decision 047):
-- downloads, contact messages not marked spam, and bookings. `lead_person_activity` is each of
-- those as one row keyed by the lower-cased e-mail; a person's row of lead_people is recounted from
-- it, through the three indexes on lower(email), in the transaction of every write that touches
-- the person. The old triggers counted downloads alone.
DROP TRIGGER IF EXISTS `lead_people_on_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_people_on_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `lead_people_on_update`;
--> statement-breakpoint
CREATE VIEW `lead_person_activity` AS
  SELECT lower(`email`) AS `email_key`, 1 AS `kind`, `id`, `downloaded_at` AS `at`, `name`, `email`, `linkedin_url` FROM `resource_downloads`
  UNION ALL
  SELECT lower(`email`), 2, `id`, `created_at`, `name`, `email`, NULL FROM `contact_messages` WHERE `spam` = 0
  UNION ALL
  SELECT lower(`email`), 3, `id`, `created_at`, `name`, `email`, NULL FROM `bookings`;
--> statement-breakpoint
CREATE TRIGGER `lead_people_on_download_insert` AFTER INSERT ON `resource_downloads` BEGIN
  DELETE FROM `lead_people` WHERE `email_key` = lower(NEW.`email`);
  INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_seen_at`, `last_seen_at`, `downloads`, `messages`, `bookings`)
  SELECT `latest`.`email_key`, `latest`.`name`, `latest`.`email`,
    coalesce((SELECT `linkedin_url` FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`) AND `kind` = 1 ORDER BY `at` DESC, `id` DESC LIMIT 1), ''),
    `counted`.`first`, `counted`.`last`, `counted`.`downloads`, `counted`.`messages`, `counted`.`bookings`
  FROM (SELECT min(`at`) AS `first`, max(`at`) AS `last`, sum(`kind` = 1) AS `downloads`, sum(`kind` = 2) AS `messages`, sum(`kind` = 3) AS `bookings`
        FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`)) AS `counted`,
    (SELECT `email_key`, `name`, `email` FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`) ORDER BY `at` DESC, `kind` DESC, `id` DESC LIMIT 1) AS `latest`;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_people_on_download_delete` AFTER DELETE ON `resource_downloads` BEGIN
  DELETE FROM `lead_people` WHERE `email_key` = lower(OLD.`email`);
  INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_seen_at`, `last_seen_at`, `downloads`, `messages`, `bookings`)
  SELECT `latest`.`email_key`, `latest`.`name`, `latest`.`email`,
    coalesce((SELECT `linkedin_url` FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`) AND `kind` = 1 ORDER BY `at` DESC, `id` DESC LIMIT 1), ''),
    `counted`.`first`, `counted`.`last`, `counted`.`downloads`, `counted`.`messages`, `counted`.`bookings`
  FROM (SELECT min(`at`) AS `first`, max(`at`) AS `last`, sum(`kind` = 1) AS `downloads`, sum(`kind` = 2) AS `messages`, sum(`kind` = 3) AS `bookings`
        FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`)) AS `counted`,
    (SELECT `email_key`, `name`, `email` FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`) ORDER BY `at` DESC, `kind` DESC, `id` DESC LIMIT 1) AS `latest`;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_people_on_download_update` AFTER UPDATE OF `email`, `name`, `linkedin_url`, `downloaded_at` ON `resource_downloads` BEGIN
  DELETE FROM `lead_people` WHERE `email_key` = lower(OLD.`email`);
  INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_seen_at`, `last_seen_at`, `downloads`, `messages`, `bookings`)
  SELECT `latest`.`email_key`, `latest`.`name`, `latest`.`email`,
    coalesce((SELECT `linkedin_url` FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`) AND `kind` = 1 ORDER BY `at` DESC, `id` DESC LIMIT 1), ''),
    `counted`.`first`, `counted`.`last`, `counted`.`downloads`, `counted`.`messages`, `counted`.`bookings`
  FROM (SELECT min(`at`) AS `first`, max(`at`) AS `last`, sum(`kind` = 1) AS `downloads`, sum(`kind` = 2) AS `messages`, sum(`kind` = 3) AS `bookings`
        FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`)) AS `counted`,
    (SELECT `email_key`, `name`, `email` FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`) ORDER BY `at` DESC, `kind` DESC, `id` DESC LIMIT 1) AS `latest`;
  DELETE FROM `lead_people` WHERE `email_key` = lower(NEW.`email`);
  INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_seen_at`, `last_seen_at`, `downloads`, `messages`, `bookings`)
  SELECT `latest`.`email_key`, `latest`.`name`, `latest`.`email`,
    coalesce((SELECT `linkedin_url` FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`) AND `kind` = 1 ORDER BY `at` DESC, `id` DESC LIMIT 1), ''),
    `counted`.`first`, `counted`.`last`, `counted`.`downloads`, `counted`.`messages`, `counted`.`bookings`
  FROM (SELECT min(`at`) AS `first`, max(`at`) AS `last`, sum(`kind` = 1) AS `downloads`, sum(`kind` = 2) AS `messages`, sum(`kind` = 3) AS `bookings`
        FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`)) AS `counted`,
    (SELECT `email_key`, `name`, `email` FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`) ORDER BY `at` DESC, `kind` DESC, `id` DESC LIMIT 1) AS `latest`;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_people_on_message_insert` AFTER INSERT ON `contact_messages` BEGIN
  DELETE FROM `lead_people` WHERE `email_key` = lower(NEW.`email`);
  INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_seen_at`, `last_seen_at`, `downloads`, `messages`, `bookings`)
  SELECT `latest`.`email_key`, `latest`.`name`, `latest`.`email`,
    coalesce((SELECT `linkedin_url` FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`) AND `kind` = 1 ORDER BY `at` DESC, `id` DESC LIMIT 1), ''),
    `counted`.`first`, `counted`.`last`, `counted`.`downloads`, `counted`.`messages`, `counted`.`bookings`
  FROM (SELECT min(`at`) AS `first`, max(`at`) AS `last`, sum(`kind` = 1) AS `downloads`, sum(`kind` = 2) AS `messages`, sum(`kind` = 3) AS `bookings`
        FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`)) AS `counted`,
    (SELECT `email_key`, `name`, `email` FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`) ORDER BY `at` DESC, `kind` DESC, `id` DESC LIMIT 1) AS `latest`;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_people_on_message_delete` AFTER DELETE ON `contact_messages` BEGIN
  DELETE FROM `lead_people` WHERE `email_key` = lower(OLD.`email`);
  INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_seen_at`, `last_seen_at`, `downloads`, `messages`, `bookings`)
  SELECT `latest`.`email_key`, `latest`.`name`, `latest`.`email`,
    coalesce((SELECT `linkedin_url` FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`) AND `kind` = 1 ORDER BY `at` DESC, `id` DESC LIMIT 1), ''),
    `counted`.`first`, `counted`.`last`, `counted`.`downloads`, `counted`.`messages`, `counted`.`bookings`
  FROM (SELECT min(`at`) AS `first`, max(`at`) AS `last`, sum(`kind` = 1) AS `downloads`, sum(`kind` = 2) AS `messages`, sum(`kind` = 3) AS `bookings`
        FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`)) AS `counted`,
    (SELECT `email_key`, `name`, `email` FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`) ORDER BY `at` DESC, `kind` DESC, `id` DESC LIMIT 1) AS `latest`;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_people_on_message_update` AFTER UPDATE OF `email`, `name`, `spam`, `created_at` ON `contact_messages` BEGIN
  DELETE FROM `lead_people` WHERE `email_key` = lower(OLD.`email`);
  INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_seen_at`, `last_seen_at`, `downloads`, `messages`, `bookings`)
  SELECT `latest`.`email_key`, `latest`.`name`, `latest`.`email`,
    coalesce((SELECT `linkedin_url` FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`) AND `kind` = 1 ORDER BY `at` DESC, `id` DESC LIMIT 1), ''),
    `counted`.`first`, `counted`.`last`, `counted`.`downloads`, `counted`.`messages`, `counted`.`bookings`
  FROM (SELECT min(`at`) AS `first`, max(`at`) AS `last`, sum(`kind` = 1) AS `downloads`, sum(`kind` = 2) AS `messages`, sum(`kind` = 3) AS `bookings`
        FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`)) AS `counted`,
    (SELECT `email_key`, `name`, `email` FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`) ORDER BY `at` DESC, `kind` DESC, `id` DESC LIMIT 1) AS `latest`;
  DELETE FROM `lead_people` WHERE `email_key` = lower(NEW.`email`);
  INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_seen_at`, `last_seen_at`, `downloads`, `messages`, `bookings`)
  SELECT `latest`.`email_key`, `latest`.`name`, `latest`.`email`,
    coalesce((SELECT `linkedin_url` FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`) AND `kind` = 1 ORDER BY `at` DESC, `id` DESC LIMIT 1), ''),
    `counted`.`first`, `counted`.`last`, `counted`.`downloads`, `counted`.`messages`, `counted`.`bookings`
  FROM (SELECT min(`at`) AS `first`, max(`at`) AS `last`, sum(`kind` = 1) AS `downloads`, sum(`kind` = 2) AS `messages`, sum(`kind` = 3) AS `bookings`
        FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`)) AS `counted`,
    (SELECT `email_key`, `name`, `email` FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`) ORDER BY `at` DESC, `kind` DESC, `id` DESC LIMIT 1) AS `latest`;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_people_on_booking_insert` AFTER INSERT ON `bookings` BEGIN
  DELETE FROM `lead_people` WHERE `email_key` = lower(NEW.`email`);
  INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_seen_at`, `last_seen_at`, `downloads`, `messages`, `bookings`)
  SELECT `latest`.`email_key`, `latest`.`name`, `latest`.`email`,
    coalesce((SELECT `linkedin_url` FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`) AND `kind` = 1 ORDER BY `at` DESC, `id` DESC LIMIT 1), ''),
    `counted`.`first`, `counted`.`last`, `counted`.`downloads`, `counted`.`messages`, `counted`.`bookings`
  FROM (SELECT min(`at`) AS `first`, max(`at`) AS `last`, sum(`kind` = 1) AS `downloads`, sum(`kind` = 2) AS `messages`, sum(`kind` = 3) AS `bookings`
        FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`)) AS `counted`,
    (SELECT `email_key`, `name`, `email` FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`) ORDER BY `at` DESC, `kind` DESC, `id` DESC LIMIT 1) AS `latest`;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_people_on_booking_delete` AFTER DELETE ON `bookings` BEGIN
  DELETE FROM `lead_people` WHERE `email_key` = lower(OLD.`email`);
  INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_seen_at`, `last_seen_at`, `downloads`, `messages`, `bookings`)
  SELECT `latest`.`email_key`, `latest`.`name`, `latest`.`email`,
    coalesce((SELECT `linkedin_url` FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`) AND `kind` = 1 ORDER BY `at` DESC, `id` DESC LIMIT 1), ''),
    `counted`.`first`, `counted`.`last`, `counted`.`downloads`, `counted`.`messages`, `counted`.`bookings`
  FROM (SELECT min(`at`) AS `first`, max(`at`) AS `last`, sum(`kind` = 1) AS `downloads`, sum(`kind` = 2) AS `messages`, sum(`kind` = 3) AS `bookings`
        FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`)) AS `counted`,
    (SELECT `email_key`, `name`, `email` FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`) ORDER BY `at` DESC, `kind` DESC, `id` DESC LIMIT 1) AS `latest`;
END;
--> statement-breakpoint
CREATE TRIGGER `lead_people_on_booking_update` AFTER UPDATE OF `email`, `name`, `created_at` ON `bookings` BEGIN
  DELETE FROM `lead_people` WHERE `email_key` = lower(OLD.`email`);
  INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_seen_at`, `last_seen_at`, `downloads`, `messages`, `bookings`)
  SELECT `latest`.`email_key`, `latest`.`name`, `latest`.`email`,
    coalesce((SELECT `linkedin_url` FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`) AND `kind` = 1 ORDER BY `at` DESC, `id` DESC LIMIT 1), ''),
    `counted`.`first`, `counted`.`last`, `counted`.`downloads`, `counted`.`messages`, `counted`.`bookings`
  FROM (SELECT min(`at`) AS `first`, max(`at`) AS `last`, sum(`kind` = 1) AS `downloads`, sum(`kind` = 2) AS `messages`, sum(`kind` = 3) AS `bookings`
        FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`)) AS `counted`,
    (SELECT `email_key`, `name`, `email` FROM `lead_person_activity` WHERE `email_key` = lower(OLD.`email`) ORDER BY `at` DESC, `kind` DESC, `id` DESC LIMIT 1) AS `latest`;
  DELETE FROM `lead_people` WHERE `email_key` = lower(NEW.`email`);
  INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_seen_at`, `last_seen_at`, `downloads`, `messages`, `bookings`)
  SELECT `latest`.`email_key`, `latest`.`name`, `latest`.`email`,
    coalesce((SELECT `linkedin_url` FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`) AND `kind` = 1 ORDER BY `at` DESC, `id` DESC LIMIT 1), ''),
    `counted`.`first`, `counted`.`last`, `counted`.`downloads`, `counted`.`messages`, `counted`.`bookings`
  FROM (SELECT min(`at`) AS `first`, max(`at`) AS `last`, sum(`kind` = 1) AS `downloads`, sum(`kind` = 2) AS `messages`, sum(`kind` = 3) AS `bookings`
        FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`)) AS `counted`,
    (SELECT `email_key`, `name`, `email` FROM `lead_person_activity` WHERE `email_key` = lower(NEW.`email`) ORDER BY `at` DESC, `kind` DESC, `id` DESC LIMIT 1) AS `latest`;
END;
--> statement-breakpoint
-- Filled from every download, message and booking already stored.
DELETE FROM `lead_people`;
--> statement-breakpoint
INSERT INTO `lead_people` (`email_key`, `name`, `email`, `linkedin_url`, `first_seen_at`, `last_seen_at`, `downloads`, `messages`, `bookings`)
SELECT `email_key`, `name`, `email`, coalesce(`linkedin`, ''), `first`, `at`, `downloads`, `messages`, `bookings` FROM (
  SELECT `email_key`, `name`, `email`, `at`,
    min(`at`) OVER `person` AS `first`,
    sum(`kind` = 1) OVER `person` AS `downloads`,
    sum(`kind` = 2) OVER `person` AS `messages`,
    sum(`kind` = 3) OVER `person` AS `bookings`,
    first_value(`linkedin_url`) OVER (PARTITION BY `email_key` ORDER BY `kind` = 1 DESC, `at` DESC, `id` DESC) AS `linkedin`,
    row_number() OVER (PARTITION BY `email_key` ORDER BY `at` DESC, `kind` DESC, `id` DESC) AS `place`
  FROM `lead_person_activity`
  WINDOW `person` AS (PARTITION BY `email_key`)
) WHERE `place` = 1;
