CREATE TABLE `task_feedback` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`task_id` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`tag` text NOT NULL,
	`from_value` text,
	`to_value` text,
	`extracted` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `task_feedback_user_created_idx` ON `task_feedback` (`user_id`,`created_at`);