// The copy editor's start-up, copied to out/admin/admin.js by scripts/build/admin.mjs.
// It starts Decap CMS by hand, so the login goes to the origin the editor is
// opened on (the site's own functions/api/auth), and dresses the preview pane
// in the site's stylesheet and markup.
(function () {
  var script = document.currentScript;
  var data = script.dataset;
  window.CMS_MANUAL_INIT = true;

  // What each {slot} reads on the built site (out/admin/figures.json, from lib/content/figures.ts).
  var figures = {};

  /** A line as the page shows it: its figure slots filled in; a slot an island fills stays as written. */
  function filled(value) {
    return String(value).replace(/\{(\w+)\}/g, function (slot, name) {
      return Object.prototype.hasOwnProperty.call(figures, name) ? figures[name] : slot;
    });
  }

  function text(entry, path) {
    var value = entry.getIn(["data"].concat(path));
    return value == null ? "" : filled(value);
  }

  function list(entry, path) {
    var value = entry.getIn(["data"].concat(path));
    return value && value.toJS ? value.toJS() : [];
  }

  /** The home page's hero, features and closing band, in the site's own classes. */
  function homePreview(h) {
    return function HomePreview(props) {
      var entry = props.entry;
      // The font variables must sit on the pane's <html>, as on the site's: the theme's
      // --font-display is declared on :root and refers to them, so on a wrapper it would
      // resolve to nothing and the headlines would fall back to a system font.
      var root = props.document && props.document.documentElement;
      if (root && data.siteClass) data.siteClass.split(" ").forEach(function (name) {
        if (name) root.classList.add(name);
      });
      return h(
        "div",
        { className: "font-sans text-ocean-900 antialiased" },
        h(
          "section",
          { className: "relative overflow-hidden bg-ocean-950 text-white" },
          h(
            "div",
            { className: "relative mx-auto max-w-6xl px-5 pb-24 pt-16 md:px-8" },
            h("p", { className: "inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-bold text-aqua-200 ring-1 ring-white/15" }, text(entry, ["hero", "badge"])),
            h(
              "h1",
              { className: "mt-6 font-display text-display-xl uppercase" },
              h("span", { className: "block" }, text(entry, ["hero", "headline", 0])),
              h("span", { className: "block text-aqua-400" }, text(entry, ["hero", "headline", 1])),
            ),
            h("p", { className: "mt-6 font-display text-3xl uppercase text-coral-300 md:text-4xl" }, text(entry, ["hero", "tagline"])),
            h("p", { className: "mt-4 max-w-xl text-lg text-ocean-100 md:text-xl" }, text(entry, ["hero", "intro"])),
            h("span", { className: "btn btn-primary mt-9 h-14 px-9 text-lg" }, text(entry, ["hero", "cta"])),
          ),
        ),
        list(entry, ["features"]).map(function (feature, i) {
          return h(
            "section",
            { key: i, className: "mx-auto max-w-6xl px-5 py-16 md:px-8" },
            h("p", { className: "text-sm font-bold uppercase text-aqua-700" }, filled(feature.eyebrow)),
            h("h2", { className: "mt-3 font-display text-display-md uppercase" }, filled(feature.title)),
            h("p", { className: "mt-4 max-w-xl text-lg text-ocean-700" }, filled(feature.body)),
            h("ul", { className: "mt-6 space-y-2" }, (feature.points || []).map(function (point, j) {
              return h("li", { key: j }, "✓ " + filled(point));
            })),
          );
        }),
        h(
          "section",
          { className: "bg-ocean-950 px-5 py-16 text-center text-white" },
          h("h2", { className: "font-display text-display-md uppercase" }, text(entry, ["closing", "title"])),
          h("p", { className: "mt-4 text-lg text-ocean-100" }, text(entry, ["closing", "body"])),
          h("span", { className: "btn btn-primary mt-8 h-14 px-9 text-lg" }, text(entry, ["closing", "cta"])),
        ),
      );
    };
  }

  var cms = document.createElement("script");
  cms.src = data.cms;
  var figuresLoaded = fetch(data.figures)
    .then(function (response) {
      return response.ok ? response.json() : {};
    })
    .then(function (values) {
      figures = values;
    })
    .catch(function () {});
  cms.onload = function () {
    figuresLoaded.then(start);
  };
  function start() {
    var CMS = window.CMS;
    (data.siteCss || "").split(" ").filter(Boolean).forEach(function (href) {
      CMS.registerPreviewStyle(href);
    });
    CMS.registerPreviewTemplate("home", homePreview(window.h));
    // The config's media_library (lib/content/editor-config.ts): in place of Decap's own,
    // which would commit uploads to the repository, one that offers nothing and hides the
    // header's Media button.
    CMS.registerMediaLibrary({
      name: "no-uploads",
      init: function () {
        return {
          show: function () {},
          enableStandalone: function () {
            return false;
          },
        };
      },
    });
    var origin = window.location.origin;
    CMS.init({
      config: {
        backend: { base_url: origin },
        site_url: origin + data.basePath,
        display_url: origin + data.basePath,
      },
    });
  }
  document.body.appendChild(cms);
})();
