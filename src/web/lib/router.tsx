// The app's router: the few declarative react-router APIs the app uses, with the same names and meaning,
// in ~1.5 kB instead of ~12 kB (gzip) in every page's first download. Paths are absolute (`to` starts with
// '/', or is a '?query'); a route path has static segments, `:name` parameters and a trailing `*`; the most
// specific route wins (static over parameter over splat, as react-router ranks them); matching ignores case
// and trailing slashes. Navigations are transitions, so a page stays up while the next one's chunk loads.
import {
  Children,
  type ComponentProps,
  createContext,
  isValidElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Params = Record<string, string | undefined>;

const readLocation = (): Location => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
});

const listeners = new Set<() => void>();

function navigate(to: string, { replace, state }: NavigateOptions = {}) {
  const url = new URL(to, window.location.href);
  const target = url.pathname + url.search + url.hash;
  // A link to where the visitor already is does not add a history entry (react-router's rule too).
  const same = target === window.location.pathname + window.location.search + window.location.hash;
  window.history[replace || same ? 'replaceState' : 'pushState']({ usr: state }, '', target);
  for (const listener of listeners) listener();
}

const LocationContext = createContext<Location | null>(null);

interface RouteMatch {
  /** The matched part of the path, where nested `<Routes>` match the rest. */
  base: string;
  params: Params;
  outlet: ReactNode;
}
const RouteContext = createContext<RouteMatch>({ base: '', params: {}, outlet: null });

/** `at`: the path to show where there is no window (the server's prerender of a page's first paint). */
export function BrowserRouter({ children, at }: { children: ReactNode; at?: string }) {
  const [location, setLocation] = useState<Location>(() =>
    at === undefined ? readLocation() : { pathname: at, search: '', hash: '', state: null },
  );
  useLayoutEffect(() => {
    const update = () => startTransition(() => setLocation(readLocation()));
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

export function useLocation() {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation outside BrowserRouter');
  return location;
}

export const useNavigate = () => navigate;
export const useParams = () => useContext(RouteContext).params;
export const Outlet = () => useContext(RouteContext).outlet;

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route declaration, read by `<Routes>`; it renders nothing itself. */
export function Route(_: RouteProps): ReactNode {
  return null;
}

interface Branch {
  segments: string[];
  elements: ReactNode[];
  score: number;
}

const split = (path: string) => path.split('/').filter(Boolean);

function branchesOf(children: ReactNode, segments: string[] = [], elements: ReactNode[] = []): Branch[] {
  const branches: Branch[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    const { path, index, element, children: nested } = child.props;
    const own = [...segments, ...split(path ?? '')];
    const chain = [...elements, element ?? <Outlet />];
    if (nested) branches.push(...branchesOf(nested, own, chain));
    if (path !== undefined || index) {
      const splat = own.at(-1) === '*';
      const score =
        own.length +
        (splat ? -2 : 0) +
        (index ? 2 : 0) +
        own.reduce((s, seg) => s + (seg === '*' ? 0 : seg.startsWith(':') ? 3 : 10), 0);
      branches.push({ segments: own, elements: chain, score });
    }
  });
  return branches;
}

function decode(part: string) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Matches route segments against path parts: the parameters and how many parts the non-splat part used. */
function matchSegments(segments: string[], parts: string[]) {
  const params: Params = {};
  for (const [i, seg] of segments.entries()) {
    if (seg === '*') {
      params['*'] = parts.slice(i).map(decode).join('/');
      return { params, used: i };
    }
    if (i >= parts.length) return null;
    if (seg.startsWith(':')) params[seg.slice(1)] = decode(parts[i]);
    else if (seg.toLowerCase() !== decode(parts[i]).toLowerCase()) return null;
  }
  return parts.length === segments.length ? { params, used: segments.length } : null;
}

export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  const branches = useMemo(
    // A stable sort: equally specific routes keep their declared order.
    () => branchesOf(children).sort((a, b) => b.score - a.score),
    [children],
  );
  const parts = split(pathname);
  const rest = parts.slice(split(parent.base).length);
  for (const branch of branches) {
    const m = matchSegments(branch.segments, rest);
    if (!m) continue;
    const params = { ...parent.params, ...m.params };
    const base = `/${[...split(parent.base), ...rest.slice(0, m.used)].join('/')}`;
    // Innermost first: each element's <Outlet /> renders the next one down.
    let outlet: ReactNode = null;
    for (const element of [...branch.elements].reverse())
      outlet = <RouteContext.Provider value={{ base, params, outlet }}>{element}</RouteContext.Provider>;
    return outlet;
  }
  return null;
}

/** The match of an absolute route pattern (e.g. '/admin/*') against the current path, or null. */
export function useMatch(pattern: string) {
  const { pathname } = useLocation();
  return useMemo(() => matchSegments(split(pattern), split(pathname)), [pattern, pathname]);
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string } & NavigateOptions;

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(e) => {
        onClick?.(e);
        // A modified or middle click, or another target, is the browser's (a new tab, a download).
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
        if (target && target !== '_self') return;
        e.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

/** A link that knows whether it points at the current page (or, without `end`, at a page below it). */
export function NavLink({
  to,
  end,
  className,
  ...rest
}: Omit<LinkProps, 'className'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}) {
  const path = useLocation()
    .pathname.toLowerCase()
    .replace(/(.)\/$/, '$1');
  const own = to.toLowerCase().replace(/(.)\/$/, '$1');
  const isActive = path === own || (!end && own !== '/' && path.startsWith(`${own}/`));
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  useEffect(() => navigate(to, { replace, state }), [to, replace, state]);
  return null;
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The query string as URLSearchParams, and a setter that navigates to the same path with a new query. */
export function useSearchParams() {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // An update reads the address as it is now, not as it was at the last render: a search sent by a timer must
  // not undo a filter chosen in between (a tab clicked while the search box was still waiting to send).
  const setParams = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
      const query = new URLSearchParams(init).toString();
      navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [],
  );
  return [params, setParams] as const;
}
