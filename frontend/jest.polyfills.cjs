// jsdom lacks these browser APIs; they are needed before any module loads.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom's stub reads `notImplemented("window.scrollTo", window)` and logs a console error when called.
if (!window.scrollTo || /not ?implemented/i.test(String(window.scrollTo))) {
  window.scrollTo = () => {};
}
