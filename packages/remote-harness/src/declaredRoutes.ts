import type { ScreenAccess, ScreensFile } from '@council/site-config';
import type { StandaloneRoute } from './StandaloneApp';

/** Loads one of the remote's module files ('./src/home/HomePage.tsx'), as its bootstrap can. */
export type ModuleFileLoader = (file: string) => ReturnType<StandaloneRoute['load']>;

/** The first that may open a screen is signed in for it: an admin opens the officers' screens too. */
const STAND_IN_ROLES = ['admin', 'officer', 'user'] as const;

/** The role whose demo account can open a screen, for the stand-in sign-in. */
function standInRole(access: ScreenAccess): StandaloneRoute['role'] {
  if (access === 'public') return undefined;
  return STAND_IN_ROLES.find((role) => access.includes(role));
}

/** A remote's stand-alone routes: the screens it declares in its screens.json, nothing written twice. */
export function declaredRoutes(declared: unknown, loadFile: ModuleFileLoader): StandaloneRoute[] {
  const { modules, screens } = declared as ScreensFile;
  return screens.map((screen) => {
    const file = modules[screen.module];
    if (!file) throw new Error(`${screen.path} names ${screen.module}, which is not in modules.`);
    const role = standInRole(screen.access);
    return {
      path: screen.path,
      load: () => loadFile(file),
      ...(screen.props ? { props: screen.props } : {}),
      ...(role ? { role } : {}),
    };
  });
}
