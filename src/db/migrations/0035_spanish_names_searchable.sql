-- A church's Spanish name (OpenStreetMap's name:es, docs/city-data.md) is found by the directory's
-- text search as its name is: the search index's `name` holds both. Written by hand, as 0001.
DROP TRIGGER `churches_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `churches_fts_update`;
--> statement-breakpoint
CREATE TRIGGER `churches_fts_insert` AFTER INSERT ON `churches` BEGIN
  INSERT INTO `churches_fts` (`rowid`, `name`, `address`, `area`, `denomination`) VALUES (
    new.`id`, trim(new.`name` || ' ' || new.`name_es`), new.`address`,
    COALESCE((SELECT `name` FROM `areas` WHERE `id` = new.`area_id`), ''),
    COALESCE((SELECT `name` FROM `denominations` WHERE `id` = new.`denomination_id`), '')
  );
END;
--> statement-breakpoint
CREATE TRIGGER `churches_fts_update` AFTER UPDATE OF `name`, `name_es`, `address`, `area_id`, `denomination_id` ON `churches` BEGIN
  DELETE FROM `churches_fts` WHERE `rowid` = old.`id`;
  INSERT INTO `churches_fts` (`rowid`, `name`, `address`, `area`, `denomination`) VALUES (
    new.`id`, trim(new.`name` || ' ' || new.`name_es`), new.`address`,
    COALESCE((SELECT `name` FROM `areas` WHERE `id` = new.`area_id`), ''),
    COALESCE((SELECT `name` FROM `denominations` WHERE `id` = new.`denomination_id`), '')
  );
END;
