import * as z from "zod/mini";
import { msg } from "./i18n/msg";

/** Owner sign-in (docs/product.md M5). */
export const loginSchema = z.object({
  username: z.string(msg("usernameRequired", "Username is required")).check(z.trim(), z.minLength(1, msg("usernameRequired", "Username is required")), z.maxLength(100, msg("usernameRequired", "Username is required"))),
  password: z.string(msg("passwordRequired", "Password is required")).check(z.minLength(1, msg("passwordRequired", "Password is required")), z.maxLength(200, msg("passwordMax", "Password must be at most 200 characters"))),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Admin sign-in (docs/product.md M5): both fields required, one message. */
export const adminLoginSchema = z.object({
  username: z.string(msg("usernameAndPassword", "Please enter both username and password")).check(z.trim(), z.minLength(1, msg("usernameAndPassword", "Please enter both username and password")), z.maxLength(100, msg("usernameAndPassword", "Please enter both username and password"))),
  password: z.string(msg("usernameAndPassword", "Please enter both username and password")).check(z.minLength(1, msg("usernameAndPassword", "Please enter both username and password")), z.maxLength(200, msg("usernameAndPassword", "Please enter both username and password"))),
});

/** What POST /api/auth/register takes; the form adds the confirmation, never sent. */
export const registerSchema = z.object({
  username: z.string(msg("usernameMin", "Username must be at least 3 characters")).check(
    z.trim(),
    z.minLength(3, msg("usernameMin", "Username must be at least 3 characters")),
    z.maxLength(40, msg("usernameMax", "Username must be at most 40 characters")),
    z.regex(/^[\p{L}\p{N}._-]+$/u, msg("usernameChars", "Use letters, numbers, dots, dashes or underscores")),
  ),
  email: z.string(msg("validEmail", "Please enter a valid email address")).check(z.trim(), z.maxLength(254, msg("validEmail", "Please enter a valid email address")), z.email(msg("validEmail", "Please enter a valid email address"))),
  password: z.string(msg("passwordMin", "Password must be at least 6 characters")).check(z.minLength(6, msg("passwordMin", "Password must be at least 6 characters")), z.maxLength(200, msg("passwordMax", "Password must be at most 200 characters"))),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const registerFormSchema = z.extend(registerSchema, { confirmPassword: z.string() }).check(
  z.refine((form) => form.password === form.confirmPassword, { message: msg("passwordsDiffer", "Passwords don't match"), path: ["confirmPassword"] }),
);

/** The three doors' forms: owner sign-in, registration, admin sign-in. */
export type AuthMode = "login" | "register" | "admin";

/** A sign-in or registration form posted without JavaScript and refused: shown again with its messages, never a password. */
export interface PostedAuth {
  values: { username: string; email: string };
  errors: Record<string, string>;
  message?: string;
}

export const accountMessages = {
  invalidCredentials: msg("invalidCredentials", "Invalid credentials"),
  notAdmin: msg("notAdmin", "This account does not have administrator access."),
  usernameTaken: msg("usernameTaken", "That username is already taken"),
  emailTaken: msg("emailTaken", "An account with that email address already exists"),
  tooManyAttempts: msg("tooManySignIns", "Too many sign-in attempts. Please wait 15 minutes and try again."),
} as const;
