ALTER TABLE `tasks` ADD `display_seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `tasks` SET `display_seq` = `numbered`.`n` FROM (
	SELECT `id`, row_number() OVER (PARTITION BY `user_id`, substr(`created_at`, 1, 10) ORDER BY `created_at`, `id`) AS `n`
	FROM `tasks`
) AS `numbered` WHERE `numbered`.`id` = `tasks`.`id`;
--> statement-breakpoint
CREATE TRIGGER `tasks_display_seq` AFTER INSERT ON `tasks` FOR EACH ROW WHEN NEW.`display_seq` = 0
BEGIN
	UPDATE `tasks` SET `display_seq` = (
		SELECT coalesce(max(`display_seq`), 0) + 1 FROM `tasks`
		WHERE `user_id` = NEW.`user_id`
			AND `created_at` >= substr(NEW.`created_at`, 1, 10)
			AND `created_at` < date(substr(NEW.`created_at`, 1, 10), '+1 day')
	) WHERE `id` = NEW.`id`;
END;
