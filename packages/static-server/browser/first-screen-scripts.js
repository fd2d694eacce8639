// The one script of a page whose first screen the server rendered. That page can be read
// without scripts; this starts them (in their order, as `defer` would run them) once the page
// has been painted, so that on a slow line the first paint does not share it with them.
(function () {
  // A page with no content to paint (or a browser that never reports its paint) starts anyway.
  var LATEST_START_MS = 3000;
  var self = document.currentScript;
  var words = function (value) {
    return value ? value.split(' ') : [];
  };
  var preloads = words(self.getAttribute('data-preloads'));
  var scripts = words(self.getAttribute('data-scripts'));
  var stylesheets = words(self.getAttribute('data-stylesheets'));
  var started = false;

  // The page's stylesheets, held back by the server (the CSS of this screen is in the page):
  // what the scripts are about to show (a menu opened, another page) is styled by them.
  function addStylesheets() {
    stylesheets.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      // The file's own address, as the scripts' CSS loader looks for it (webpack's
      // mini-css-extract reads data-href first): asked without its @font-face rules, which the
      // page has, it would otherwise be added a second time, whole.
      link.setAttribute('data-href', href.split('?')[0]);
      document.head.appendChild(link);
    });
  }

  // Every request a page makes costs the main thread about a millisecond here, four on a phone:
  // the fifteen or so of a first screen, made at once, were one task long enough to block a tap.
  var REQUESTS_PER_TASK = 6;

  function preloadLink(href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    return link;
  }

  function scriptElement(src) {
    var script = document.createElement('script');
    script.src = src;
    script.async = false;
    return script;
  }

  // The preloads, then the scripts (which run in their order, as `defer` would run them), a few
  // a task.
  function addRequests(requests) {
    requests.slice(0, REQUESTS_PER_TASK).forEach(function (element) {
      document.head.appendChild(element);
    });
    var rest = requests.slice(REQUESTS_PER_TASK);
    if (rest.length > 0) {
      setTimeout(function () {
        addRequests(rest);
      }, 0);
    }
  }

  function start() {
    if (started) return;
    started = true;
    addStylesheets();
    addRequests(preloads.map(preloadLink).concat(scripts.map(scriptElement)));
  }

  // The first screen's main pictures (fetchpriority="high": the carousel's first slide), still
  // on their way: on a slow line the scripts would take half of it from them, and the largest
  // paint would wait. Each counts as arrived once it has loaded or failed.
  function mainPicturesArrived(then) {
    var pictures = document.querySelectorAll('img[fetchpriority="high"]');
    var waiting = Array.prototype.filter.call(pictures, function (picture) {
      return !picture.complete;
    });
    var left = waiting.length;
    if (left === 0) return then();
    waiting.forEach(function (picture) {
      var arrived = function () {
        left -= 1;
        // After the frame that paints it: the scripts are not part of the largest paint.
        if (left === 0)
          requestAnimationFrame(function () {
            setTimeout(then, 0);
          });
      };
      picture.addEventListener('load', arrived, { once: true });
      picture.addEventListener('error', arrived, { once: true });
    });
  }

  function paintIsReported() {
    var observer = window.PerformanceObserver;
    return Boolean(observer && (observer.supportedEntryTypes || []).indexOf('paint') >= 0);
  }

  // The paint entry arrives once the frame is on screen. An animation frame comes before the
  // paint, and on a busy phone the paint can come well after it: the scripts would then share
  // the line with the first screen's pictures.
  if (paintIsReported()) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      mainPicturesArrived(start);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, LATEST_START_MS);
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
