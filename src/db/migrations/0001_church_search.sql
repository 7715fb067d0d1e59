-- Full-text search over church names, addresses, areas and denominations (ARCHITECTURE.md, Data).
-- drizzle-kit cannot describe virtual tables, so this migration is written by hand.
CREATE VIRTUAL TABLE `churches_fts` USING fts5(
  `name`, `address`, `area`, `denomination`,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
--> statement-breakpoint
CREATE TRIGGER `churches_fts_insert` AFTER INSERT ON `churches` BEGIN
  INSERT INTO `churches_fts` (`rowid`, `name`, `address`, `area`, `denomination`) VALUES (
    new.`id`, new.`name`, new.`address`,
    COALESCE((SELECT `name` FROM `areas` WHERE `id` = new.`area_id`), ''),
    COALESCE((SELECT `name` FROM `denominations` WHERE `id` = new.`denomination_id`), '')
  );
END;
--> statement-breakpoint
CREATE TRIGGER `churches_fts_update` AFTER UPDATE OF `name`, `address`, `area_id`, `denomination_id` ON `churches` BEGIN
  DELETE FROM `churches_fts` WHERE `rowid` = old.`id`;
  INSERT INTO `churches_fts` (`rowid`, `name`, `address`, `area`, `denomination`) VALUES (
    new.`id`, new.`name`, new.`address`,
    COALESCE((SELECT `name` FROM `areas` WHERE `id` = new.`area_id`), ''),
    COALESCE((SELECT `name` FROM `denominations` WHERE `id` = new.`denomination_id`), '')
  );
END;
--> statement-breakpoint
CREATE TRIGGER `churches_fts_delete` AFTER DELETE ON `churches` BEGIN
  DELETE FROM `churches_fts` WHERE `rowid` = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `areas_rename_fts` AFTER UPDATE OF `name` ON `areas` BEGIN
  UPDATE `churches_fts` SET `area` = new.`name` WHERE `rowid` IN (SELECT `id` FROM `churches` WHERE `area_id` = new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `denominations_rename_fts` AFTER UPDATE OF `name` ON `denominations` BEGIN
  UPDATE `churches_fts` SET `denomination` = new.`name` WHERE `rowid` IN (SELECT `id` FROM `churches` WHERE `denomination_id` = new.`id`);
END;
