import { msg } from "./i18n/msg";
/** User-facing texts that both server and browser show. */
export const messages = {
  notFoundBody: msg("notFoundBody", "The page you're looking for doesn't exist."),
  invalidEmailBody: msg("validEmail", "Please enter a valid email address"),
  serverError: msg("serverError", "Something went wrong on our side. Please try again."),
  badRequest: msg("badRequest", "The request could not be understood."),
  malformedHost: msg("malformedHost", "The request's Host header is missing or malformed."),
  foreignOrigin: msg("foreignOrigin", "This request came from another site and was refused."),
  tooManyRequests: msg("tooManyRequests", "Too many requests. Please wait a moment and try again."),
  tooLarge: msg("tooLarge", "The request is too large."),
  noSuchApiRoute: msg("noSuchApiRoute", "No such API route."),
  signedOut: msg("signedOut", "You are not signed in."),
} as const;
