// The one script of a page whose first screen the server rendered. That page can be read
// without scripts; this starts them (in their order, as `defer` would run them) once the page
// has been painted, so that on a slow line the first paint does not share it with them.
(function () {
  var self = document.currentScript;
  var words = function (value) {
    return value ? value.split(' ') : [];
  };
  var preloads = words(self.getAttribute('data-preloads'));
  var scripts = words(self.getAttribute('data-scripts'));

  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }

  // An animation frame comes only once the page can be painted; the timeout then runs after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
