CREATE TABLE `contact_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`deadline_at` integer NOT NULL,
	`lease_until` integer,
	`claim_token` text,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contact_deliveries_message_id_unique` ON `contact_deliveries` (`message_id`);--> statement-breakpoint
CREATE INDEX `contact_deliveries_due_idx` ON `contact_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `contact_delivery_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`delivery_id` integer NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`outcome` text,
	`detail` text,
	FOREIGN KEY (`delivery_id`) REFERENCES `contact_deliveries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_delivery_attempts_delivery_idx` ON `contact_delivery_attempts` (`delivery_id`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `spam` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `ip_hash` text;--> statement-breakpoint
CREATE INDEX `contact_messages_ip_hash_idx` ON `contact_messages` (`ip_hash`,`created_at`);