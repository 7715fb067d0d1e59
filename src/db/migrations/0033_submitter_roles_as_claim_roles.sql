-- The update request form asks the claim form's roles (docs/decisions/0065-one-role-list.md):
-- the stored role words become the claim roles' codes, the same way the API still reads them.
UPDATE `church_update_requests` SET `submitter_role` = CASE lower(trim(`submitter_role`))
  WHEN 'pastor' THEN 'pastor'
  WHEN 'associate pastor' THEN 'pastor'
  WHEN 'church administrator' THEN 'staff'
  WHEN 'church staff' THEN 'staff'
  WHEN 'deacon' THEN 'board'
  WHEN 'elder' THEN 'board'
  WHEN 'board member' THEN 'board'
  WHEN 'volunteer' THEN 'volunteer'
  ELSE 'other'
END;
