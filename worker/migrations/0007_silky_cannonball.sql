ALTER TABLE `profiles` ADD `reminder_time` text;--> statement-breakpoint
ALTER TABLE `tasks` ADD `remind_at` text;