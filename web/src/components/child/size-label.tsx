/**
 * A formatted size ("6X (EU 122)", "EU 28") that never breaks inside a label: a narrow column may
 * put the bracket on a line of its own, but never split "EU" from its number (issue 30).
 */
export function SizeLabel({ text }: { text: string }) {
  const bracket = text.indexOf(' (');
  if (bracket === -1) return <span className="size-label">{text}</span>;
  return (
    <>
      <span className="size-label">{text.slice(0, bracket)}</span>{' '}
      <span className="size-label">{text.slice(bracket + 1)}</span>
    </>
  );
}
