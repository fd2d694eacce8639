// jsdom lacks matchMedia, which sweetalert2 asks about (reduced motion) before drawing an icon.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has Blob but no object URLs; previews only need a URL to point at.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => `blob:test/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}

// sweetalert2 puts the scroll position back after a popup; jsdom does not scroll.
window.scrollTo = () => undefined;
