// The copy editor's start-up, copied to out/admin/admin.js by scripts/build/admin.mjs.
// It starts Decap CMS by hand, so the login goes to the origin the editor is
// opened on (the site's own functions/api/auth), and dresses the preview pane
// in the site's stylesheet and markup.
(function () {
  var script = document.currentScript;
  var data = script.dataset;
  window.CMS_MANUAL_INIT = true;

  // From the build (out/admin/preview.json): what each {slot} reads on the built site
  // (lib/content/figures.ts), and the name of every entry.
  var figures = {};
  var entries = [];

  /** A line with its figure slots filled in; a slot a page module works out ({share}) or an island fills stays as written. */
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
      if (root && data.siteClass)
        data.siteClass.split(" ").forEach(function (name) {
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
            h(
              "p",
              { className: "inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-bold text-aqua-200 ring-1 ring-white/15" },
              text(entry, ["hero", "badge"]),
            ),
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
            h(
              "ul",
              { className: "mt-6 space-y-2" },
              (feature.points || []).map(function (point, j) {
                return h("li", { key: j }, "✓ " + filled(point));
              }),
            ),
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

  // The site's stylesheet has only the classes its pages use: what else this pane needs is inline.
  /**
   * Every other entry: its fields as the page words them, each under its label, {slots}
   * filled in and the fields marketers cannot reach (ids) left out, in place of Decap's
   * bare default ("{freeDropsDaily}", "No preview for widget 'hidden'").
   */
  function fieldsPreview(h) {
    function value(field, data, key) {
      if (data == null || data === "") return null;
      var widget = field.widget || "string";
      if (widget === "hidden") return null;
      if (widget === "object") {
        return h(
          "section",
          { key: key, className: "mt-5", style: { borderLeft: "4px solid #5ee0f0", paddingLeft: "1rem" } },
          h("h2", { className: "font-display text-xl uppercase text-ocean-900" }, field.label || field.name),
          (field.fields || []).map(function (sub) {
            return value(sub, data[sub.name], sub.name);
          }),
        );
      }
      if (widget === "list") {
        var items = Array.isArray(data) ? data : [];
        return h(
          "div",
          { key: key, className: "mt-3" },
          h("p", { className: "text-sm font-bold uppercase", style: { color: "#0e7490" } }, field.label || field.name),
          h(
            "ol",
            { className: "mt-1", style: { listStyle: "decimal", paddingLeft: "1.5rem" } },
            items.map(function (item, i) {
              if (field.fields) {
                return h(
                  "li",
                  { key: i },
                  field.fields.map(function (sub) {
                    return value(sub, item && item[sub.name], sub.name);
                  }),
                );
              }
              return h("li", { key: i }, field.field ? value(Object.assign({}, field.field, { label: "" }), item, i) : filled(item));
            }),
          ),
        );
      }
      return h(
        "p",
        { key: key, className: "mt-2 text-base text-ocean-800" },
        field.label ? h("strong", { className: "text-ocean-900", style: { marginRight: "0.5rem" } }, field.label + ":") : null,
        filled(data),
      );
    }
    return function FieldsPreview(props) {
      var fields = props.fields && props.fields.toJS ? props.fields.toJS() : [];
      var data = props.entry.getIn(["data"]);
      data = data && data.toJS ? data.toJS() : {};
      return h(
        "div",
        { className: "font-sans p-6 text-ocean-900 antialiased" },
        fields.map(function (field) {
          return value(field, data[field.name], field.name);
        }),
      );
    };
  }

  var cms = document.createElement("script");
  cms.src = data.cms;
  var previewLoaded = fetch(data.preview)
    .then(function (response) {
      return response.ok ? response.json() : {};
    })
    .then(function (values) {
      figures = values.figures || {};
      entries = values.entries || [];
    })
    .catch(function () {});
  cms.onload = function () {
    previewLoaded.then(start);
  };
  function start() {
    var CMS = window.CMS;
    (data.siteCss || "")
      .split(" ")
      .filter(Boolean)
      .forEach(function (href) {
        CMS.registerPreviewStyle(href);
      });
    entries.forEach(function (name) {
      if (name !== "home") CMS.registerPreviewTemplate(name, fieldsPreview(window.h));
    });
    CMS.registerPreviewTemplate("home", homePreview(window.h));
    // The config's media_library (lib/editor-media.mjs, named by admin.mjs): in place of Decap's own,
    // which would commit uploads to the repository, one that offers nothing and hides the
    // header's Media button.
    CMS.registerMediaLibrary({
      name: data.mediaLibrary,
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
