// The website policies and help pages (issue 20): the public pages and the console's editor.
export * from './entities';
export { fetchPolicyPage, policyEditorApi, policyPageFromWire } from './policyApi';
export { policyQueries } from './queries';
export { POLICY_LIMITS, POLICY_PAGES, isPolicyKey } from '@council/contract/policy-rules';
