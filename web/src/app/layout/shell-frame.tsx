/**
 * The frame every page starts from: the header's logo row alone. web/index.html carries the same
 * markup inside #root, so a phone paints it as soon as the HTML and CSS arrive, before the app's
 * code has downloaded and run; React replaces it with this component while the address's
 * catalog arrives, then with the page, and the logo stays where it was (issue 34). Keep the two
 * identical: shell-frame.test.tsx compares them.
 */
export function ShellFrame() {
  return (
    <div className="app" aria-busy="true">
      <header className="header">
        <span className="header__logo">
          <LogoMark />
        </span>
      </header>
    </div>
  );
}

/** The logo's picture and name, in this frame and in the app's header (layout/header.tsx). */
export function LogoMark() {
  return (
    <>
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span>Sprout</span>
    </>
  );
}
