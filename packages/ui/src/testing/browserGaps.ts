// What jsdom lacks for the shared pieces' tests (import it in a test or a setup file): sweetalert2's
// matchMedia and scrollTo, and object URLs for file previews. Each answers as a plain browser would.
// Not in the common jest setup: some tests check how a screen does without matchMedia.
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

// The test environment's FormData is Node's (for multipart bodies), which cannot read a <form>.
// React reads one when a form's submit handler navigates (the router's transition), for
// useFormStatus; a browser's FormData reads the form's named fields, and so does this one.
if (typeof HTMLFormElement === 'function') {
  const NodeFormData = globalThis.FormData;
  class FormDataReadingForms extends NodeFormData {
    constructor(form?: unknown) {
      super();
      if (!(form instanceof HTMLFormElement)) return;
      for (const element of Array.from(form.elements)) {
        const field = element as HTMLInputElement;
        if (!field.name || field.disabled || field.type === 'file') continue;
        if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
        this.append(field.name, field.value);
      }
    }
  }
  globalThis.FormData = FormDataReadingForms as typeof FormData;
}
