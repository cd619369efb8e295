import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { localToday, wearsShoes, type Child } from '@sprout/core';
import { ErrorBox } from '../../../components/ui/error-box';
import { useAuthStore } from '../../../stores/auth-store';
import { setWalks } from '../api/children';

/**
 * "Walks" for a child under 18 months (core's asksWhetherWalks): shoe sizes and shoe products
 * start when the child walks, which Sprout guesses from the age until the parent says. The page
 * shows the answer at once (`onAnswer`) while the write is queued like every child edit; a refused
 * write takes it back and says so.
 */
export function WalksSwitch({
  child,
  onAnswer,
}: {
  child: Child;
  /** The answer given (undefined: taken back after a refusal), for the page to show at once. */
  onAnswer: (walks: boolean | undefined) => void;
}) {
  const uid = useAuthStore((s) => s.user?.uid);
  // 'access': a guardian's answer refused because the owner changed their access since.
  const [failed, setFailed] = useState<'error' | 'access' | null>(null);
  const walks = wearsShoes(child, localToday());
  const id = `walks-${child.id}`;
  const name = child.name;
  const childName = child.name;
  return (
    <div className="walks-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={walks}
        onChange={async (event) => {
          if (!uid) return;
          const answer = event.target.checked;
          setFailed(null);
          onAnswer(answer);
          try {
            await setWalks(uid, child, answer);
          } catch (error) {
            onAnswer(undefined);
            const refused = (error as { code?: unknown } | null)?.code === 'permission-denied';
            setFailed(refused && child.ownerId !== uid ? 'access' : 'error');
          }
        }}
      />
      <label htmlFor={id}>
        <Trans>{name} walks: show shoe sizes and shoes</Trans>
      </label>
      {failed === 'access' ? (
        <ErrorBox code="db/permission-error">
          <Trans>
            You can no longer change {childName}’s details: the parent has changed what you may do.
          </Trans>
        </ErrorBox>
      ) : failed ? (
        <ErrorBox code="db/query-error">
          <Trans>Failed to update</Trans>
        </ErrorBox>
      ) : null}
    </div>
  );
}
