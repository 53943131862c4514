CREATE TABLE `booking_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`data` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`meeting_type_id` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`block_start` integer NOT NULL,
	`block_end` integer NOT NULL,
	`held_start` integer,
	`status` text DEFAULT 'confirmed' NOT NULL,
	`uid` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`company` text,
	`topic` text NOT NULL,
	`answers` text NOT NULL,
	`time_zone` text NOT NULL,
	`cancel_message` text,
	`cancelled_at` integer,
	`ip_hash` text,
	`privacy_version` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`meeting_type_id`) REFERENCES `meeting_types`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_uid_unique` ON `bookings` (`uid`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_held_start_key` ON `bookings` (`held_start`);--> statement-breakpoint
CREATE INDEX `bookings_block_idx` ON `bookings` (`block_start`,`block_end`);--> statement-breakpoint
CREATE INDEX `bookings_email_idx` ON `bookings` (lower("email"));--> statement-breakpoint
CREATE INDEX `bookings_ip_hash_idx` ON `bookings` (`ip_hash`,`created_at`);--> statement-breakpoint
CREATE TABLE `meeting_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`duration_minutes` integer NOT NULL,
	`buffer_before_minutes` integer DEFAULT 0 NOT NULL,
	`buffer_after_minutes` integer DEFAULT 0 NOT NULL,
	`min_notice_minutes` integer DEFAULT 0 NOT NULL,
	`horizon_days` integer DEFAULT 30 NOT NULL,
	`daily_cap` integer,
	`location_kind` text NOT NULL,
	`location_detail` text DEFAULT '' NOT NULL,
	`questions` text DEFAULT '[]' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meeting_types_slug_unique` ON `meeting_types` (`slug`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `booking_id` integer REFERENCES bookings(id);--> statement-breakpoint
CREATE INDEX `outbox_booking_idx` ON `outbox` (`booking_id`);