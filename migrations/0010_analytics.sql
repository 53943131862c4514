CREATE TABLE `analytics_daily` (
	`day` text NOT NULL,
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
CREATE UNIQUE INDEX `analytics_daily_key` ON `analytics_daily` (`day`,`metric`,`path`,`content`,`item`,`referrer`,`source`,`medium`,`campaign`,`device`);