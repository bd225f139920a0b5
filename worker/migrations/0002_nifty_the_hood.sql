ALTER TABLE `tasks` ADD `source_url` text;--> statement-breakpoint
ALTER TABLE `tasks` ADD `source_title` text;