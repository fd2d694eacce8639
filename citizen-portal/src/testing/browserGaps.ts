// What jsdom lacks and sweetalert2 uses: matchMedia (it asks for the colour scheme) and
// scrollTo (it restores the scroll position on close). Both answer as a plain browser would.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => undefined;
