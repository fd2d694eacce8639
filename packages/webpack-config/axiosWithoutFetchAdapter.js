// Stands in for axios's fetch adapter (lib/adapters/fetch.js) in the browser builds. axios takes
// the first adapter of ['xhr', 'http', 'fetch'] that works, and XHR works in every browser the
// site supports, so the fetch adapter is never chosen: its ~3 KB (gzip) stay out of every page.
// Answering `false` is how axios's own adapter says "not available here".
export const getFetch = () => false;
export default false;
