/** User-facing texts that both server and browser show. */
export const messages = {
  notFoundBody: "The page you're looking for doesn't exist.",
  failedToFetchUser: "Failed to fetch user",
  invalidEmailBody: "Please enter a valid email address",
  subscribedBody: "Thank you! Please check your inbox: we sent a link to confirm your subscription.",
  serverError: "Something went wrong on our side. Please try again.",
  badRequest: "The request could not be understood.",
  malformedHost: "The request's Host header is missing or malformed.",
  foreignOrigin: "This request came from another site and was refused.",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  tooLarge: "The request is too large.",
  noSuchApiRoute: "No such API route.",
  signedOut: "You are not signed in.",
} as const;
