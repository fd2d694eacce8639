// What this remote offers the shell: one module per screen, so a route loads only its own code.
module.exports = {
  './UserDashboard': './src/dashboard/UserDashboardPage.tsx',
  './Complaints': './src/complaints/ComplaintsPage.tsx',
};
