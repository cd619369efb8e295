// Applies the stored theme before the first paint, so dark mode never flashes light.
// A file of its own, loaded by a blocking <script src> in index.html: the Content-Security-Policy
// (firebase.json) allows no inline script.
/* global document, matchMedia */
(function () {
  try {
    var stored = localStorage.getItem('theme');
    var dark = stored ? stored === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  } catch {
    document.documentElement.dataset.theme = 'light';
  }
})();
