/**
 * Whether a write was refused because the user's access to someone else's child changed (issue
 * 33): the owner made a guardian a follower, or removed them, since the page showed the child as
 * theirs to record. The rules answer that with permission-denied; for the owner's own child that
 * answer means something else (the child was deleted elsewhere), which the form says as before.
 */
export function refusedAccess(error: unknown, child: { ownerId: string }, uid: string): boolean {
  return (
    (error as { code?: unknown } | null)?.code === 'permission-denied' && child.ownerId !== uid
  );
}
