// The admin side of the contract: drafts in clean names, one body mapper per entity (the only
// place the admin wire names live), the endpoints and the calls.
export { adminApi, type SaveOptions, type UploadProgress } from './adminApi';
export { adminEndpoints, type AdminEndpoint } from './adminEndpoints';
export { aboutForm } from './aboutForm';
export { councilDocumentForm, type CouncilDocumentPrefix } from './councilDocumentForm';
export type * from './drafts';
export { galleryForm } from './galleryForm';
export { newsItemJson } from './newsItemJson';
export { officialForm } from './officialForm';
export { pressReleaseForm } from './pressReleaseForm';
export { slideForm } from './slideForm';
export { tenderForm } from './tenderForm';
