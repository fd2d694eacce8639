import { renderStandalone } from '@council/remote-harness';
import declared from '../screens.json';

// The remote on its own, for its team: `npm run dev` in this folder (the shell is not needed).
// Its routes are the screens it declares; webpack makes a chunk of each page file (*Page.tsx).
const loadFile = (file: string) =>
  import(/* webpackInclude: /Page\.tsx$/ */ `./${file.replace(/^\.\/src\//, '')}`);

renderStandalone({ remote: 'citizen_portal', title: 'Citizen portal', declared, loadFile });
