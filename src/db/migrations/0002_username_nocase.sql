-- Usernames are unique whatever their case ('Maria' and 'maria' are one account).
CREATE UNIQUE INDEX `users_username_nocase_unique` ON `users` (lower(`username`));
