// Every app imports routing from here, never from react-router or react-router-dom (ESLint
// enforces it). This package is the shared singleton, so the router's context exists once and
// only these exports reach the browser. A screen that needs another export adds it here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps } from 'react-router';
