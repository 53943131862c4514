CREATE TABLE `analytics_monthly_by_campaign` (
	`month` text NOT NULL,
	`metric` text NOT NULL,
	`count` integer NOT NULL,
	`source` text NOT NULL,
	`medium` text NOT NULL,
	`campaign` text NOT NULL,
	PRIMARY KEY(`metric`, `source`, `medium`, `campaign`, `month`)
);
--> statement-breakpoint
CREATE TABLE `analytics_monthly_by_content` (
	`month` text NOT NULL,
	`metric` text NOT NULL,
	`count` integer NOT NULL,
	`content` text NOT NULL,
	PRIMARY KEY(`metric`, `content`, `month`)
);
--> statement-breakpoint
CREATE TABLE `analytics_monthly_by_item` (
	`month` text NOT NULL,
	`metric` text NOT NULL,
	`count` integer NOT NULL,
	`item` text NOT NULL,
	PRIMARY KEY(`metric`, `item`, `month`)
);
--> statement-breakpoint
CREATE TABLE `analytics_monthly_by_path` (
	`month` text NOT NULL,
	`metric` text NOT NULL,
	`count` integer NOT NULL,
	`path` text NOT NULL,
	PRIMARY KEY(`metric`, `path`, `month`)
);
--> statement-breakpoint
CREATE TABLE `analytics_monthly_by_referrer` (
	`month` text NOT NULL,
	`metric` text NOT NULL,
	`count` integer NOT NULL,
	`referrer` text NOT NULL,
	PRIMARY KEY(`metric`, `referrer`, `month`)
);
--> statement-breakpoint
DROP TABLE `analytics_monthly`;--> statement-breakpoint
-- hand-written below
-- The roll-ups per report (docs/architecture.md#analytics; decision 059), filled from the days already
-- stored and then kept equal to their sums, as analytics_monthly was (decision 050), by the triggers
-- on analytics_daily below, in the transaction of every insert, change of a count and delete. Each
-- report keeps only the metrics it sums and the rows it can show; a sum that reaches 0 is dropped.
-- Each roll-up WITHOUT ROWID (see src/db/schema.ts): empty yet, so made again rather than copied.
DROP TABLE `analytics_monthly_by_campaign`;
--> statement-breakpoint
CREATE TABLE `analytics_monthly_by_campaign` (
	`month` text NOT NULL,
	`metric` text NOT NULL,
	`count` integer NOT NULL,
	`source` text NOT NULL,
	`medium` text NOT NULL,
	`campaign` text NOT NULL,
	PRIMARY KEY(`metric`, `source`, `medium`, `campaign`, `month`)
) WITHOUT ROWID;
--> statement-breakpoint
DROP TABLE `analytics_monthly_by_content`;
--> statement-breakpoint
CREATE TABLE `analytics_monthly_by_content` (
	`month` text NOT NULL,
	`metric` text NOT NULL,
	`count` integer NOT NULL,
	`content` text NOT NULL,
	PRIMARY KEY(`metric`, `content`, `month`)
) WITHOUT ROWID;
--> statement-breakpoint
DROP TABLE `analytics_monthly_by_item`;
--> statement-breakpoint
CREATE TABLE `analytics_monthly_by_item` (
	`month` text NOT NULL,
	`metric` text NOT NULL,
	`count` integer NOT NULL,
	`item` text NOT NULL,
	PRIMARY KEY(`metric`, `item`, `month`)
) WITHOUT ROWID;
--> statement-breakpoint
DROP TABLE `analytics_monthly_by_path`;
--> statement-breakpoint
CREATE TABLE `analytics_monthly_by_path` (
	`month` text NOT NULL,
	`metric` text NOT NULL,
	`count` integer NOT NULL,
	`path` text NOT NULL,
	PRIMARY KEY(`metric`, `path`, `month`)
) WITHOUT ROWID;
--> statement-breakpoint
DROP TABLE `analytics_monthly_by_referrer`;
--> statement-breakpoint
CREATE TABLE `analytics_monthly_by_referrer` (
	`month` text NOT NULL,
	`metric` text NOT NULL,
	`count` integer NOT NULL,
	`referrer` text NOT NULL,
	PRIMARY KEY(`metric`, `referrer`, `month`)
) WITHOUT ROWID;
--> statement-breakpoint
DROP TRIGGER `analytics_rollups_on_insert`;
--> statement-breakpoint
DROP TRIGGER `analytics_rollups_on_delete`;
--> statement-breakpoint
DROP TRIGGER `analytics_rollups_on_update`;
--> statement-breakpoint
INSERT INTO `analytics_monthly_by_path` (`month`, `metric`, `path`, `count`)
SELECT substr(`day`, 1, 7), `metric`, `path`, sum(`count`) FROM `analytics_daily`
WHERE `metric` IN ('view', 'visit', 'download', 'message', 'booking')
GROUP BY substr(`day`, 1, 7), `metric`, `path` HAVING sum(`count`) <> 0;
--> statement-breakpoint
INSERT INTO `analytics_monthly_by_item` (`month`, `metric`, `item`, `count`)
SELECT substr(`day`, 1, 7), `metric`, `item`, sum(`count`) FROM `analytics_daily`
WHERE `metric` IN ('dialog', 'download') AND `item` <> ''
GROUP BY substr(`day`, 1, 7), `metric`, `item` HAVING sum(`count`) <> 0;
--> statement-breakpoint
INSERT INTO `analytics_monthly_by_referrer` (`month`, `metric`, `referrer`, `count`)
SELECT substr(`day`, 1, 7), `metric`, `referrer`, sum(`count`) FROM `analytics_daily`
WHERE `metric` IN ('visit', 'download', 'message', 'booking')
GROUP BY substr(`day`, 1, 7), `metric`, `referrer` HAVING sum(`count`) <> 0;
--> statement-breakpoint
INSERT INTO `analytics_monthly_by_campaign` (`month`, `metric`, `source`, `medium`, `campaign`, `count`)
SELECT substr(`day`, 1, 7), `metric`, `source`, `medium`, `campaign`, sum(`count`) FROM `analytics_daily`
WHERE `metric` IN ('visit', 'download', 'message', 'booking') AND (`source` <> '' OR `medium` <> '' OR `campaign` <> '')
GROUP BY substr(`day`, 1, 7), `metric`, `source`, `medium`, `campaign` HAVING sum(`count`) <> 0;
--> statement-breakpoint
INSERT INTO `analytics_monthly_by_content` (`month`, `metric`, `content`, `count`)
SELECT substr(`day`, 1, 7), `metric`, `content`, sum(`count`) FROM `analytics_daily`
WHERE `metric` IN ('download', 'message', 'booking') AND `content` <> ''
GROUP BY substr(`day`, 1, 7), `metric`, `content` HAVING sum(`count`) <> 0;
--> statement-breakpoint
CREATE TRIGGER `analytics_rollups_on_insert` AFTER INSERT ON `analytics_daily` BEGIN
  INSERT INTO `analytics_monthly_by_path` (`month`, `metric`, `path`, `count`)
  SELECT substr(NEW.`day`, 1, 7), NEW.`metric`, NEW.`path`, NEW.`count`
  WHERE NEW.`metric` IN ('view', 'visit', 'download', 'message', 'booking')
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_item` (`month`, `metric`, `item`, `count`)
  SELECT substr(NEW.`day`, 1, 7), NEW.`metric`, NEW.`item`, NEW.`count`
  WHERE NEW.`metric` IN ('dialog', 'download') AND NEW.`item` <> ''
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_referrer` (`month`, `metric`, `referrer`, `count`)
  SELECT substr(NEW.`day`, 1, 7), NEW.`metric`, NEW.`referrer`, NEW.`count`
  WHERE NEW.`metric` IN ('visit', 'download', 'message', 'booking')
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_campaign` (`month`, `metric`, `source`, `medium`, `campaign`, `count`)
  SELECT substr(NEW.`day`, 1, 7), NEW.`metric`, NEW.`source`, NEW.`medium`, NEW.`campaign`, NEW.`count`
  WHERE NEW.`metric` IN ('visit', 'download', 'message', 'booking') AND (NEW.`source` <> '' OR NEW.`medium` <> '' OR NEW.`campaign` <> '')
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_content` (`month`, `metric`, `content`, `count`)
  SELECT substr(NEW.`day`, 1, 7), NEW.`metric`, NEW.`content`, NEW.`count`
  WHERE NEW.`metric` IN ('download', 'message', 'booking') AND NEW.`content` <> ''
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_day_totals` (`day`, `metric`, `count`) VALUES (NEW.`day`, NEW.`metric`, NEW.`count`)
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  DELETE FROM `analytics_monthly_by_path` WHERE `count` = 0 AND `metric` = NEW.`metric` AND `path` = NEW.`path` AND `month` = substr(NEW.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_item` WHERE `count` = 0 AND `metric` = NEW.`metric` AND `item` = NEW.`item` AND `month` = substr(NEW.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_referrer` WHERE `count` = 0 AND `metric` = NEW.`metric` AND `referrer` = NEW.`referrer` AND `month` = substr(NEW.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_campaign` WHERE `count` = 0 AND `metric` = NEW.`metric` AND `source` = NEW.`source` AND `medium` = NEW.`medium` AND `campaign` = NEW.`campaign` AND `month` = substr(NEW.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_content` WHERE `count` = 0 AND `metric` = NEW.`metric` AND `content` = NEW.`content` AND `month` = substr(NEW.`day`, 1, 7);
  DELETE FROM `analytics_day_totals` WHERE `count` = 0 AND `day` = NEW.`day` AND `metric` = NEW.`metric`;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_rollups_on_delete` AFTER DELETE ON `analytics_daily` BEGIN
  INSERT INTO `analytics_monthly_by_path` (`month`, `metric`, `path`, `count`)
  SELECT substr(OLD.`day`, 1, 7), OLD.`metric`, OLD.`path`, -OLD.`count`
  WHERE OLD.`metric` IN ('view', 'visit', 'download', 'message', 'booking')
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_item` (`month`, `metric`, `item`, `count`)
  SELECT substr(OLD.`day`, 1, 7), OLD.`metric`, OLD.`item`, -OLD.`count`
  WHERE OLD.`metric` IN ('dialog', 'download') AND OLD.`item` <> ''
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_referrer` (`month`, `metric`, `referrer`, `count`)
  SELECT substr(OLD.`day`, 1, 7), OLD.`metric`, OLD.`referrer`, -OLD.`count`
  WHERE OLD.`metric` IN ('visit', 'download', 'message', 'booking')
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_campaign` (`month`, `metric`, `source`, `medium`, `campaign`, `count`)
  SELECT substr(OLD.`day`, 1, 7), OLD.`metric`, OLD.`source`, OLD.`medium`, OLD.`campaign`, -OLD.`count`
  WHERE OLD.`metric` IN ('visit', 'download', 'message', 'booking') AND (OLD.`source` <> '' OR OLD.`medium` <> '' OR OLD.`campaign` <> '')
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_content` (`month`, `metric`, `content`, `count`)
  SELECT substr(OLD.`day`, 1, 7), OLD.`metric`, OLD.`content`, -OLD.`count`
  WHERE OLD.`metric` IN ('download', 'message', 'booking') AND OLD.`content` <> ''
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_day_totals` (`day`, `metric`, `count`) VALUES (OLD.`day`, OLD.`metric`, -OLD.`count`)
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  DELETE FROM `analytics_monthly_by_path` WHERE `count` = 0 AND `metric` = OLD.`metric` AND `path` = OLD.`path` AND `month` = substr(OLD.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_item` WHERE `count` = 0 AND `metric` = OLD.`metric` AND `item` = OLD.`item` AND `month` = substr(OLD.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_referrer` WHERE `count` = 0 AND `metric` = OLD.`metric` AND `referrer` = OLD.`referrer` AND `month` = substr(OLD.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_campaign` WHERE `count` = 0 AND `metric` = OLD.`metric` AND `source` = OLD.`source` AND `medium` = OLD.`medium` AND `campaign` = OLD.`campaign` AND `month` = substr(OLD.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_content` WHERE `count` = 0 AND `metric` = OLD.`metric` AND `content` = OLD.`content` AND `month` = substr(OLD.`day`, 1, 7);
  DELETE FROM `analytics_day_totals` WHERE `count` = 0 AND `day` = OLD.`day` AND `metric` = OLD.`metric`;
END;
--> statement-breakpoint
-- A change of a count is the delete of the old row and the insert of the new one; a change of a
-- day or a dimension (no code does one) is the same, so the roll-ups stay equal through it too.
CREATE TRIGGER `analytics_rollups_on_update` AFTER UPDATE ON `analytics_daily` BEGIN
  INSERT INTO `analytics_monthly_by_path` (`month`, `metric`, `path`, `count`)
  SELECT substr(OLD.`day`, 1, 7), OLD.`metric`, OLD.`path`, -OLD.`count`
  WHERE OLD.`metric` IN ('view', 'visit', 'download', 'message', 'booking')
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_item` (`month`, `metric`, `item`, `count`)
  SELECT substr(OLD.`day`, 1, 7), OLD.`metric`, OLD.`item`, -OLD.`count`
  WHERE OLD.`metric` IN ('dialog', 'download') AND OLD.`item` <> ''
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_referrer` (`month`, `metric`, `referrer`, `count`)
  SELECT substr(OLD.`day`, 1, 7), OLD.`metric`, OLD.`referrer`, -OLD.`count`
  WHERE OLD.`metric` IN ('visit', 'download', 'message', 'booking')
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_campaign` (`month`, `metric`, `source`, `medium`, `campaign`, `count`)
  SELECT substr(OLD.`day`, 1, 7), OLD.`metric`, OLD.`source`, OLD.`medium`, OLD.`campaign`, -OLD.`count`
  WHERE OLD.`metric` IN ('visit', 'download', 'message', 'booking') AND (OLD.`source` <> '' OR OLD.`medium` <> '' OR OLD.`campaign` <> '')
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_content` (`month`, `metric`, `content`, `count`)
  SELECT substr(OLD.`day`, 1, 7), OLD.`metric`, OLD.`content`, -OLD.`count`
  WHERE OLD.`metric` IN ('download', 'message', 'booking') AND OLD.`content` <> ''
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_day_totals` (`day`, `metric`, `count`) VALUES (OLD.`day`, OLD.`metric`, -OLD.`count`)
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_path` (`month`, `metric`, `path`, `count`)
  SELECT substr(NEW.`day`, 1, 7), NEW.`metric`, NEW.`path`, NEW.`count`
  WHERE NEW.`metric` IN ('view', 'visit', 'download', 'message', 'booking')
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_item` (`month`, `metric`, `item`, `count`)
  SELECT substr(NEW.`day`, 1, 7), NEW.`metric`, NEW.`item`, NEW.`count`
  WHERE NEW.`metric` IN ('dialog', 'download') AND NEW.`item` <> ''
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_referrer` (`month`, `metric`, `referrer`, `count`)
  SELECT substr(NEW.`day`, 1, 7), NEW.`metric`, NEW.`referrer`, NEW.`count`
  WHERE NEW.`metric` IN ('visit', 'download', 'message', 'booking')
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_campaign` (`month`, `metric`, `source`, `medium`, `campaign`, `count`)
  SELECT substr(NEW.`day`, 1, 7), NEW.`metric`, NEW.`source`, NEW.`medium`, NEW.`campaign`, NEW.`count`
  WHERE NEW.`metric` IN ('visit', 'download', 'message', 'booking') AND (NEW.`source` <> '' OR NEW.`medium` <> '' OR NEW.`campaign` <> '')
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly_by_content` (`month`, `metric`, `content`, `count`)
  SELECT substr(NEW.`day`, 1, 7), NEW.`metric`, NEW.`content`, NEW.`count`
  WHERE NEW.`metric` IN ('download', 'message', 'booking') AND NEW.`content` <> ''
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_day_totals` (`day`, `metric`, `count`) VALUES (NEW.`day`, NEW.`metric`, NEW.`count`)
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  DELETE FROM `analytics_monthly_by_path` WHERE `count` = 0 AND `metric` = OLD.`metric` AND `path` = OLD.`path` AND `month` = substr(OLD.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_item` WHERE `count` = 0 AND `metric` = OLD.`metric` AND `item` = OLD.`item` AND `month` = substr(OLD.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_referrer` WHERE `count` = 0 AND `metric` = OLD.`metric` AND `referrer` = OLD.`referrer` AND `month` = substr(OLD.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_campaign` WHERE `count` = 0 AND `metric` = OLD.`metric` AND `source` = OLD.`source` AND `medium` = OLD.`medium` AND `campaign` = OLD.`campaign` AND `month` = substr(OLD.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_content` WHERE `count` = 0 AND `metric` = OLD.`metric` AND `content` = OLD.`content` AND `month` = substr(OLD.`day`, 1, 7);
  DELETE FROM `analytics_day_totals` WHERE `count` = 0 AND `day` = OLD.`day` AND `metric` = OLD.`metric`;
  DELETE FROM `analytics_monthly_by_path` WHERE `count` = 0 AND `metric` = NEW.`metric` AND `path` = NEW.`path` AND `month` = substr(NEW.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_item` WHERE `count` = 0 AND `metric` = NEW.`metric` AND `item` = NEW.`item` AND `month` = substr(NEW.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_referrer` WHERE `count` = 0 AND `metric` = NEW.`metric` AND `referrer` = NEW.`referrer` AND `month` = substr(NEW.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_campaign` WHERE `count` = 0 AND `metric` = NEW.`metric` AND `source` = NEW.`source` AND `medium` = NEW.`medium` AND `campaign` = NEW.`campaign` AND `month` = substr(NEW.`day`, 1, 7);
  DELETE FROM `analytics_monthly_by_content` WHERE `count` = 0 AND `metric` = NEW.`metric` AND `content` = NEW.`content` AND `month` = substr(NEW.`day`, 1, 7);
  DELETE FROM `analytics_day_totals` WHERE `count` = 0 AND `day` = NEW.`day` AND `metric` = NEW.`metric`;
END;
--> statement-breakpoint
-- The public blog's search index (docs/architecture.md#blog-search; decision 059): the posts' titles and
-- excerpts in an FTS5 table of trigrams, which finds any substring of three characters or more, as
-- the LIKE it narrows down does. External content: it holds the index alone and reads the texts
-- from blog_posts, kept equal to it by the triggers below in every write's transaction. A rebuild
-- of blog_posts by a later migration drops these triggers and must make them again.
CREATE VIRTUAL TABLE `blog_posts_search` USING fts5(`title`, `excerpt`, content='blog_posts', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
INSERT INTO `blog_posts_search` (`blog_posts_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_on_insert` AFTER INSERT ON `blog_posts` BEGIN
  INSERT INTO `blog_posts_search` (`rowid`, `title`, `excerpt`) VALUES (NEW.`id`, NEW.`title`, NEW.`excerpt`);
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_on_delete` AFTER DELETE ON `blog_posts` BEGIN
  INSERT INTO `blog_posts_search` (`blog_posts_search`, `rowid`, `title`, `excerpt`) VALUES ('delete', OLD.`id`, OLD.`title`, OLD.`excerpt`);
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_on_update` AFTER UPDATE OF `id`, `title`, `excerpt` ON `blog_posts` BEGIN
  INSERT INTO `blog_posts_search` (`blog_posts_search`, `rowid`, `title`, `excerpt`) VALUES ('delete', OLD.`id`, OLD.`title`, OLD.`excerpt`);
  INSERT INTO `blog_posts_search` (`rowid`, `title`, `excerpt`) VALUES (NEW.`id`, NEW.`title`, NEW.`excerpt`);
END;
