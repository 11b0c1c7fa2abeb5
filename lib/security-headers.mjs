// Header values that both the exported pages (out/_headers and serve.json, by
// scripts/build/headers-file.mjs) and the editor's login Function
// (lib/editor-login.ts) send. Plain JavaScript with JSDoc types, like
// lib/inline/inline-source.mjs: node runs the build scripts as they are, and
// lib/ never imports scripts/.

export const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=(), clipboard-write=(self)";

/**
 * HSTS for two years. includeSubDomains and preload only where the production
 * origin is configured to want them (HSTS_PRELOAD=true: deploy.yml passes the
 * repository variable to the build, the Pages project's variable reaches the
 * login): they bind every subdomain, and a preload list is slow to leave, so
 * nothing commits a domain nobody has chosen to them by default.
 * @param {{ HSTS_PRELOAD?: string }} env  the build's process.env, or the Function's environment
 */
export const strictTransportSecurity = (env) => `max-age=63072000${/^(1|true)$/i.test(env.HSTS_PRELOAD ?? "") ? "; includeSubDomains; preload" : ""}`;
