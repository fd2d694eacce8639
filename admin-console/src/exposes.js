// What this remote offers the shell: one module per screen, so a route loads only its own code.
module.exports = {
  './Dashboard': './src/dashboard/DashboardPage.tsx',
  './EmployeeEditor': './src/editors/EmployeeEditorPage.tsx',
  './AboutEditor': './src/editors/AboutEditorPage.tsx',
  './SliderEditor': './src/editors/SliderEditorPage.tsx',
  './LatestNewsEditor': './src/editors/LatestNewsEditorPage.tsx',
  './NoticeEditor': './src/editors/NoticeEditorPage.tsx',
  './CircularEditor': './src/editors/CircularEditorPage.tsx',
  './OfficeOrderEditor': './src/editors/OfficeOrderEditorPage.tsx',
  './TenderEditor': './src/editors/TenderEditorPage.tsx',
  './GalleryEditor': './src/editors/GalleryEditorPage.tsx',
  './PressReleaseEditor': './src/editors/PressReleaseEditorPage.tsx',
};
