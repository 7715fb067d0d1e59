-- An event moved to another church concerns the church it left as well as the one it joined
-- (docs/caching.md, What a write makes stale). SQLite reports the event's row, whose church is
-- read after the update: the new one. Touching the old church's row is what tells the caches.
CREATE TRIGGER `events_moved_touch_old_church` AFTER UPDATE OF `church_id` ON `events`
WHEN OLD.`church_id` IS NOT NULL AND OLD.`church_id` IS NOT NEW.`church_id`
BEGIN
  UPDATE `churches` SET `updated_at` = `updated_at` WHERE `id` = OLD.`church_id`;
END;
