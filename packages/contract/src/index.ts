// @council/contract: the wire of SPEC.md section 7 (and our search) in one place. The API
// validates requests and describes itself (/api/openapi.json) by these schemas; the clients
// take their wire types from them with `import type`, so a browser bundle carries none of
// TypeBox. Wire names keep their misspellings here and in the mappers only.
export * from './values';
export * from './message';
export * from './health';
export * from './login';
export * from './about';
export * from './slider';
export * from './gallery';
export * from './press-release';
export * from './latest-news';
export * from './council-document';
export * from './tender';
export * from './official';
export * from './designations';
export * from './complaint';
export * from './lookups';
export * from './search';
export * from './forms';
export * from './form-parts';
export * from './files';
export * from './paging';
export * from './paged-lists';
export * from './last-updated';
export * from './archive';
export * from './paths';
export * from './grievance-paths';
export * from './accounts';
export * from './account-rules';
export * from './complaint-rules';
export * from './grievance-desk';
export * from './open311';
export * from './feedback';
export * from './feedback-rules';
export * from './policies';
export * from './policy-rules';
