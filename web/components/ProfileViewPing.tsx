/** Names the church whose profile this is, for the profile view ping (web/enhance/analytics-pings.ts). */
export function ProfileViewPing({ churchId }: { churchId: number }) {
  return <div hidden data-profile-view={churchId} />;
}
