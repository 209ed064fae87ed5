// Starts the app on a list page the server drew (see apps/server/src/modules/boot): once the first
// pictures are in (or have failed, or after 3 s), the app's script tags waiting in the
// #vitrine-app template are added, one per task. On a slow line the pictures the visitor came for
// get the bandwidth and the main thread first. A visitor who reaches for the page (a tap, a click,
// a key) before that wants the app now: it starts at once.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The browser's first number or date format loads its locale data (about 20 ms, four times
    // that on a slow phone). Done here, in a task of its own while the scripts download, instead of
    // inside the app's first drawing, whose task it would lengthen.
    setTimeout(function () {
      try {
        new Intl.NumberFormat(document.documentElement.lang || undefined).format(0);
      } catch {
        // An unknown language tag: the app's own formats will say so.
      }
    });
    var tags = [].slice.call(document.getElementById('vitrine-app').content.children);
    (function next() {
      var tag = tags.shift();
      if (!tag) return;
      document.head.appendChild(document.importNode(tag, true));
      setTimeout(next);
    })();
  }
  var pictures = [].slice.call(document.querySelectorAll('#vitrine-first-screen img[fetchpriority]'));
  var left = pictures.length;
  function one() {
    if (--left === 0)
      requestAnimationFrame(function () {
        setTimeout(start);
      });
  }
  if (!left) start();
  pictures.forEach(function (picture) {
    if (picture.complete) one();
    else {
      picture.addEventListener('load', one);
      picture.addEventListener('error', one);
    }
  });
  setTimeout(start, 3000);
  ['pointerdown', 'keydown'].forEach(function (type) {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  });
  // A control of the drawn screen (links work as they are) does nothing until the app runs: its tap
  // is noted on the screen and made again on the app's own control when the app takes over.
  var screen = document.getElementById('vitrine-first-screen');
  function hold(event, target) {
    event.preventDefault();
    screen.dataset.tap = JSON.stringify({
      tag: target.tagName.toLowerCase(),
      type: target.getAttribute('type') || '',
      label: target.getAttribute('aria-label') || target.textContent.trim(),
    });
    start();
  }
  if (screen) {
    screen.addEventListener(
      'click',
      function (event) {
        var target = event.target.closest('button, input, [role="button"]');
        if (!target || event.target.closest('a[href]')) return;
        hold(event, target);
      },
      true,
    );
    // Enter in a field of a drawn form (the sign-in) is its submit button's tap, made once the app
    // runs: the browser's own submission would put the fields into the address (and a disabled
    // button, as the form's is until it is filled, would lose the key).
    screen.addEventListener(
      'keydown',
      function (event) {
        var form = event.key === 'Enter' && event.target.closest('input') && event.target.closest('form');
        var button = form && form.querySelector('button[type="submit"]');
        if (button) hold(event, button);
      },
      true,
    );
    screen.addEventListener(
      'submit',
      function (event) {
        event.preventDefault();
      },
      true,
    );
  }
})();
