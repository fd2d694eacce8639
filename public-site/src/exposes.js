// What this remote offers the shell: one module per screen, so a route loads only its own code.
module.exports = {
  './Home': './src/home/HomePage.tsx',
  './About': './src/about/AboutPage.tsx',
  './Officials': './src/officials/OfficialsPage.tsx',
  './Holidays': './src/holidays/HolidaysPage.tsx',
  './Tenders': './src/tenders/TendersPage.tsx',
  './TenderDetails': './src/tenders/TenderDetailsPage.tsx',
  './Documents': './src/documents/DocumentsPage.tsx',
  './ComingSoon': './src/coming-soon/ComingSoonPage.tsx',
  './Complaints': './src/complaints/ComplaintsPage.tsx',
  './TradeLicence': './src/trade-licence/TradeLicencePage.tsx',
  './PhotoGallery': './src/gallery/PhotoGalleryPage.tsx',
  './PressReleases': './src/press-releases/PressReleasesPage.tsx',
  './ContactUs': './src/contact/ContactUsPage.tsx',
  './PrivacyPolicy': './src/privacy/PrivacyPolicyPage.tsx',
};
