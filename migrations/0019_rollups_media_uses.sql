CREATE TABLE `analytics_day_totals` (
	`day` text NOT NULL,
	`metric` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `metric`)
);
--> statement-breakpoint
CREATE TABLE `analytics_monthly` (
	`month` text NOT NULL,
	`metric` text NOT NULL,
	`path` text DEFAULT '' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`item` text DEFAULT '' NOT NULL,
	`referrer` text DEFAULT '' NOT NULL,
	`source` text DEFAULT '' NOT NULL,
	`medium` text DEFAULT '' NOT NULL,
	`campaign` text DEFAULT '' NOT NULL,
	`device` text DEFAULT '' NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `analytics_monthly_key` ON `analytics_monthly` (`month`,`metric`,`path`,`content`,`item`,`referrer`,`source`,`medium`,`campaign`,`device`);--> statement-breakpoint
CREATE INDEX `analytics_monthly_metric_idx` ON `analytics_monthly` (`metric`,`month`);--> statement-breakpoint
CREATE TABLE `media_uses` (
	`address` text NOT NULL,
	`kind` text NOT NULL,
	`owner_id` integer,
	`label` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `media_uses_address_idx` ON `media_uses` (`address`);--> statement-breakpoint
CREATE INDEX `media_uses_owner_idx` ON `media_uses` (`kind`,`owner_id`);--> statement-breakpoint
-- hand-written below
-- The roll-ups of analytics_daily (docs/architecture.md#analytics; decision 050): filled from the days
-- already stored, then kept equal to their sums by these triggers, in the transaction of every
-- insert, change of a count and delete (a flush, retention's "(other)" rows and its pruning). A
-- sum that reaches 0 is dropped, so a month or day with nothing counted has no row.
INSERT INTO `analytics_monthly` (`month`, `metric`, `path`, `content`, `item`, `referrer`, `source`, `medium`, `campaign`, `device`, `count`)
SELECT substr(`day`, 1, 7), `metric`, `path`, `content`, `item`, `referrer`, `source`, `medium`, `campaign`, `device`, sum(`count`)
FROM `analytics_daily`
GROUP BY substr(`day`, 1, 7), `metric`, `path`, `content`, `item`, `referrer`, `source`, `medium`, `campaign`, `device`
HAVING sum(`count`) <> 0;
--> statement-breakpoint
INSERT INTO `analytics_day_totals` (`day`, `metric`, `count`)
SELECT `day`, `metric`, sum(`count`) FROM `analytics_daily` GROUP BY `day`, `metric` HAVING sum(`count`) <> 0;
--> statement-breakpoint
CREATE TRIGGER `analytics_rollups_on_insert` AFTER INSERT ON `analytics_daily` BEGIN
  INSERT INTO `analytics_monthly` (`month`, `metric`, `path`, `content`, `item`, `referrer`, `source`, `medium`, `campaign`, `device`, `count`)
  VALUES (substr(NEW.`day`, 1, 7), NEW.`metric`, NEW.`path`, NEW.`content`, NEW.`item`, NEW.`referrer`, NEW.`source`, NEW.`medium`, NEW.`campaign`, NEW.`device`, NEW.`count`)
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_day_totals` (`day`, `metric`, `count`) VALUES (NEW.`day`, NEW.`metric`, NEW.`count`)
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  DELETE FROM `analytics_monthly` WHERE `count` = 0 AND `month` = substr(NEW.`day`, 1, 7) AND `metric` = NEW.`metric`
    AND `path` = NEW.`path` AND `content` = NEW.`content` AND `item` = NEW.`item` AND `referrer` = NEW.`referrer`
    AND `source` = NEW.`source` AND `medium` = NEW.`medium` AND `campaign` = NEW.`campaign` AND `device` = NEW.`device`;
  DELETE FROM `analytics_day_totals` WHERE `count` = 0 AND `day` = NEW.`day` AND `metric` = NEW.`metric`;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_rollups_on_delete` AFTER DELETE ON `analytics_daily` BEGIN
  INSERT INTO `analytics_monthly` (`month`, `metric`, `path`, `content`, `item`, `referrer`, `source`, `medium`, `campaign`, `device`, `count`)
  VALUES (substr(OLD.`day`, 1, 7), OLD.`metric`, OLD.`path`, OLD.`content`, OLD.`item`, OLD.`referrer`, OLD.`source`, OLD.`medium`, OLD.`campaign`, OLD.`device`, -OLD.`count`)
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_day_totals` (`day`, `metric`, `count`) VALUES (OLD.`day`, OLD.`metric`, -OLD.`count`)
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  DELETE FROM `analytics_monthly` WHERE `count` = 0 AND `month` = substr(OLD.`day`, 1, 7) AND `metric` = OLD.`metric`
    AND `path` = OLD.`path` AND `content` = OLD.`content` AND `item` = OLD.`item` AND `referrer` = OLD.`referrer`
    AND `source` = OLD.`source` AND `medium` = OLD.`medium` AND `campaign` = OLD.`campaign` AND `device` = OLD.`device`;
  DELETE FROM `analytics_day_totals` WHERE `count` = 0 AND `day` = OLD.`day` AND `metric` = OLD.`metric`;
END;
--> statement-breakpoint
-- A change of a count is the delete of the old row and the insert of the new one; a change of a
-- day or a dimension (no code does one) is the same, so the roll-ups stay equal through it too.
CREATE TRIGGER `analytics_rollups_on_update` AFTER UPDATE ON `analytics_daily` BEGIN
  INSERT INTO `analytics_monthly` (`month`, `metric`, `path`, `content`, `item`, `referrer`, `source`, `medium`, `campaign`, `device`, `count`)
  VALUES (substr(OLD.`day`, 1, 7), OLD.`metric`, OLD.`path`, OLD.`content`, OLD.`item`, OLD.`referrer`, OLD.`source`, OLD.`medium`, OLD.`campaign`, OLD.`device`, -OLD.`count`)
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_day_totals` (`day`, `metric`, `count`) VALUES (OLD.`day`, OLD.`metric`, -OLD.`count`)
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_monthly` (`month`, `metric`, `path`, `content`, `item`, `referrer`, `source`, `medium`, `campaign`, `device`, `count`)
  VALUES (substr(NEW.`day`, 1, 7), NEW.`metric`, NEW.`path`, NEW.`content`, NEW.`item`, NEW.`referrer`, NEW.`source`, NEW.`medium`, NEW.`campaign`, NEW.`device`, NEW.`count`)
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  INSERT INTO `analytics_day_totals` (`day`, `metric`, `count`) VALUES (NEW.`day`, NEW.`metric`, NEW.`count`)
  ON CONFLICT DO UPDATE SET `count` = `count` + excluded.`count`;
  DELETE FROM `analytics_monthly` WHERE `count` = 0 AND `month` IN (substr(OLD.`day`, 1, 7), substr(NEW.`day`, 1, 7)) AND `metric` IN (OLD.`metric`, NEW.`metric`);
  DELETE FROM `analytics_day_totals` WHERE `count` = 0 AND `day` IN (OLD.`day`, NEW.`day`) AND `metric` IN (OLD.`metric`, NEW.`metric`);
END;
