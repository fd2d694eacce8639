// The ten editors, each declared once (issue 5, point 6).
export { aboutSection } from './about';
export { circularSection, noticeSection, officeOrderSection } from './councilDocuments';
export { employeesSection } from './employees';
export { gallerySection } from './gallery';
export { latestNewsSection } from './latestNews';
export { pressReleaseSection } from './pressRelease';
export { sliderSection } from './slider';
export { tenderSection } from './tender';
