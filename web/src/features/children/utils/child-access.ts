import type { AccessRole } from '@sprout/core';

/**
 * What the signed-in user may do with a child (issue 33): the owner everything; a guardian records
 * (adds, corrects and deletes measurements, edits the child's name, birth date, gender and whether
 * it walks); a follower reads. Only the owner deletes the child, shares it and sees the parents'
 * heights (firestore.rules: canRecord, isOwner).
 */
export type ChildAccess = 'owner' | AccessRole;

/** Whether `access` lets the user record the child's growth and correct its details. */
export function canRecord(access: ChildAccess): boolean {
  return access === 'owner' || access === 'guardian';
}
