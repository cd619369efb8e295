// Clean: the app shell.
export function Shell() {
  return <div />;
}
