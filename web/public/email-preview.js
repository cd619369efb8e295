// The admin's e-mail preview (Email Settings): a page of its own, loaded in a sandboxed frame
// (scripts, but an opaque origin: no access to the app, its storage or its session). The app
// posts the e-mail's HTML here and this page shows it under a policy of its own (firebase.json):
// inline styles, as e-mail clients apply them, but no script of the e-mail's, no request
// anywhere except images. The app's policy allows no inline style, and a srcdoc frame inherits
// it: the preview then showed an unstyled e-mail.
/* global document, window, DOMParser, Element */
(function () {
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.type !== 'sprout-email-preview' || typeof data.html !== 'string') return;
    // A parsed document runs none of its scripts; its nodes take this page's place.
    var parsed = new DOMParser().parseFromString(data.html, 'text/html');
    document.replaceChild(document.adoptNode(parsed.documentElement), document.documentElement);
  });
  // The e-mail's links lead out of the preview: they would only load another page in the frame.
  document.addEventListener('click', function (event) {
    if (event.target instanceof Element && event.target.closest('a[href], area[href]'))
      event.preventDefault();
  });
})();
