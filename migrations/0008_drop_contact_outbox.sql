-- Hand-written first half (docs/architecture.md#outbox): a contact forward still queued in the
-- contact outbox when this version starts becomes a row of the one outbox, with its attempts, so it
-- is still sent, once. Then the contact outbox's tables go (the drops are drizzle-kit's).
INSERT OR IGNORE INTO `outbox` (`kind`, `dedupe_key`, `message_id`, `status`, `attempts`, `next_attempt_at`,
	`deadline_at`, `lease_until`, `claim_token`, `last_error`, `sent_at`, `created_at`)
SELECT 'contact.mail', 'contact.mail:' || `message_id`, `message_id`, `status`, `attempts`, `next_attempt_at`,
	`deadline_at`, `lease_until`, `claim_token`, `last_error`, `sent_at`, `created_at` FROM `contact_deliveries`;--> statement-breakpoint
INSERT INTO `outbox_attempts` (`delivery_id`, `started_at`, `finished_at`, `outcome`, `detail`)
SELECT o.`id`, a.`started_at`, a.`finished_at`, a.`outcome`, a.`detail`
FROM `contact_delivery_attempts` a
JOIN `contact_deliveries` d ON d.`id` = a.`delivery_id`
JOIN `outbox` o ON o.`dedupe_key` = 'contact.mail:' || d.`message_id`
ORDER BY a.`id`;--> statement-breakpoint
DROP TABLE `contact_delivery_attempts`;--> statement-breakpoint
DROP TABLE `contact_deliveries`;
