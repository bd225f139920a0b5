DROP INDEX `mind_dump_history_user_created_idx`;--> statement-breakpoint
CREATE INDEX `mind_dump_history_user_created_idx` ON `mind_dump_history` (`user_id`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `tasks_user_completed_idx`;--> statement-breakpoint
CREATE INDEX `tasks_user_completed_idx` ON `tasks` (`user_id`,`completed_at`,`id`);