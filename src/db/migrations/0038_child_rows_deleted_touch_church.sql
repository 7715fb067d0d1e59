-- A church's own row deleted (a service, a language, a fact…) concerns that church's pages only
-- (docs/caching.md, What a write makes stale). SQLite reports a deleted row without its church,
-- which can no longer be read: touching the church's row is what tells the caches whose it was.
-- Events are left out: an event may belong to no church, so its deletion concerns every page.
CREATE TRIGGER `church_languages_deleted_touch_church` AFTER DELETE ON `church_languages`
BEGIN
  UPDATE `churches` SET `updated_at` = `updated_at` WHERE `id` = OLD.`church_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `weekly_services_deleted_touch_church` AFTER DELETE ON `weekly_services`
BEGIN
  UPDATE `churches` SET `updated_at` = `updated_at` WHERE `id` = OLD.`church_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `special_services_deleted_touch_church` AFTER DELETE ON `special_services`
BEGIN
  UPDATE `churches` SET `updated_at` = `updated_at` WHERE `id` = OLD.`church_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `service_exceptions_deleted_touch_church` AFTER DELETE ON `service_exceptions`
BEGIN
  UPDATE `churches` SET `updated_at` = `updated_at` WHERE `id` = OLD.`church_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `temporary_schedules_deleted_touch_church` AFTER DELETE ON `temporary_schedules`
BEGIN
  UPDATE `churches` SET `updated_at` = `updated_at` WHERE `id` = OLD.`church_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `schedule_services_deleted_touch_church` AFTER DELETE ON `schedule_services`
BEGIN
  UPDATE `churches` SET `updated_at` = `updated_at` WHERE `id` = OLD.`church_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `church_facts_deleted_touch_church` AFTER DELETE ON `church_facts`
BEGIN
  UPDATE `churches` SET `updated_at` = `updated_at` WHERE `id` = OLD.`church_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `church_visit_info_deleted_touch_church` AFTER DELETE ON `church_visit_info`
BEGIN
  UPDATE `churches` SET `updated_at` = `updated_at` WHERE `id` = OLD.`church_id`;
END;
