// `object.entries` for the browser build (vite.config.ts): node-polyglot requires the shim,
// whose polyfill machinery (get-intrinsic, define-properties and a dozen more) every browser
// the app supports has no use for, having Object.entries itself.
module.exports = Object.entries;
