// Starts the app on a list page the server drew (see apps/server/src/modules/boot): once the first
// pictures are in (or have failed, or after 3 s), the app's tags waiting in the #vitrine-app
// template are added: the chunks' links a few per task, the app's script last. On a slow line the
// pictures the visitor came for get the bandwidth and the main thread first. A visitor who reaches
// for the page (a tap, a click, a key) before that wants the app now: it starts at once.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var tags = [].slice.call(document.getElementById('vitrine-app').content.children);
    var scripts = tags.filter(function (tag) {
      return tag.tagName === 'SCRIPT';
    });
    var links = tags.filter(function (tag) {
      return tag.tagName !== 'SCRIPT';
    });
    function add(tag) {
      document.head.appendChild(document.importNode(tag, true));
    }
    // The app's own file is asked for first, as a preload; the chunks' links follow a few per task
    // (each starts a request); the app's script goes in last. So when the app runs, every chunk the
    // page names is in the document, and its router adds none of them a second time.
    scripts.forEach(function (script) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = script.getAttribute('src');
      document.head.appendChild(preload);
    });
    (function next() {
      links.splice(0, 8).forEach(add);
      if (links.length) setTimeout(next);
      else scripts.forEach(add);
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
  // A click alone (a screen reader's activation has no pointer) counts as reaching for the page.
  ['pointerdown', 'keydown', 'click'].forEach(function (type) {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  });
  // A tap on a control of the drawn screen, held by the screen's own first script (the contract's
  // SCREEN_STATE_SCRIPT) before this file had loaded: the app is wanted now.
  var screen = document.getElementById('vitrine-first-screen');
  if (screen && screen.dataset.tap) start();
})();
