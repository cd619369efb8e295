// Clean.
export interface BetaProps {
  size: number;
}

export function BetaWidget() {
  return <span />;
}
