// The app's router against react-router, the library it replaces (matchRoutes, a dev-only dependency: it is in no
// bundle): on the app's own route table (read from AppRoutes and AdminRoutes, so a new route is covered without
// editing this file) and on a table built to make routes compete, every path tried reaches the same route with
// the same parameters, or neither has a route for it. A route that ranks or matches differently fails here.
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminRoutes } from '../features/admin/admin-routes';
import { AppRoutes } from '../router';
import { BrowserRouter, Outlet, Route, type RouteProps, Routes, useParams } from './router';

/** A declared route, without its element: where it is, what it is called in this test, and the routes under it. */
interface Declared {
  id: string;
  path?: string;
  index?: boolean;
  children: Declared[];
}

/** The <Route> elements of a tree (AppRoutes' and AdminRoutes' output, not rendered: they are only read). */
function declared(node: ReactNode, prefix: string): Declared[] {
  const found: Declared[] = [];
  Children.forEach(node, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type !== Route) {
      found.push(...declared(child.props.children, prefix));
      return;
    }
    const { path, index, children } = child.props;
    const id = `${prefix}${index ? '(index)' : (path ?? '(layout)')}`;
    found.push({ id, path, index, children: declared(children, prefix) });
  });
  return found;
}

const leaves = (routes: Declared[]): Declared[] =>
  routes.flatMap((r) => (r.children.length ? leaves(r.children) : [r]));

const toReactRouter = (routes: Declared[]): RouteObject[] =>
  routes.map(({ id, path, index, children }) =>
    index ? { id, index: true } : { id, path, children: toReactRouter(children) },
  );

interface Reached {
  id: string;
  params: Record<string, string | undefined>;
}

/** react-router's answer: the deepest route matched, its nested <Routes> matched on the rest as useRoutes does. */
function reference(tables: Tables, pathname: string): Reached | null {
  const matches = matchRoutes(toReactRouter(tables.top), pathname);
  if (!matches) return null;
  const last = matches.at(-1)!;
  const nested = tables.nested[last.route.id!];
  if (!nested) return { id: last.route.id!, params: last.params };
  const base = last.pathnameBase;
  const rest = base === '/' ? pathname : pathname.slice(base.length) || '/';
  const inner = matchRoutes(toReactRouter(nested), rest);
  if (!inner) return null;
  const leaf = inner.at(-1)!;
  return { id: leaf.route.id!, params: { ...last.params, ...leaf.params } };
}

/**
 * Where the two differ on purpose: react-router keeps a path's trailing slash in the splat ('/x/' gives 'x/'); the
 * app's router ignores trailing slashes everywhere, so it gives 'x'. No screen reads the splat.
 */
function withoutSplatSlash(answer: Reached | null): Reached | null {
  const splat = answer?.params['*'];
  return splat?.endsWith('/')
    ? { ...answer!, params: { ...answer!.params, '*': splat.slice(0, -1) } }
    : answer;
}

/** What the last render reached: each leaf route's element is a Mark naming its route. */
let reached: Reached | null = null;
function Mark({ id }: { id: string }) {
  reached = { id, params: { ...useParams() } };
  return null;
}

/** The app's router's answer: what it renders for the path. */
function own(tables: Tables, pathname: string): Reached | null {
  reached = null;
  const build = (routes: Declared[]): ReactElement[] =>
    routes.map((r) => {
      const nested = tables.nested[r.id];
      const element = nested ? (
        <Routes>{build(nested)}</Routes>
      ) : r.children.length ? (
        <Outlet />
      ) : (
        <Mark id={r.id} />
      );
      return (
        <Route key={r.id} path={r.path} index={r.index} element={element}>
          {build(r.children)}
        </Route>
      );
    });
  renderToString(
    <BrowserRouter at={pathname}>
      <Routes>{build(tables.top)}</Routes>
    </BrowserRouter>,
  );
  return reached;
}

/** A route table: the top level, and the routes a route's own <Routes> declares for the rest of the path. */
interface Tables {
  top: Declared[];
  nested: Record<string, Declared[]>;
}

/** The same route and parameters from both, or a description of the difference. */
function differences(tables: Tables, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    const expected = withoutSplatSlash(reference(tables, path));
    const actual = own(tables, path);
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      found.push(`${path}: ${JSON.stringify(actual)} (react-router: ${JSON.stringify(expected)})`);
  }
  return found;
}

/** Paths a visitor may type for a pattern: its parameters and splat filled, in other case, with a trailing slash. */
function pathsFor(pattern: string): string[] {
  const fills = (segment: string) =>
    segment === '*'
      ? ['', 'x', 'x/y', 'A%20b']
      : segment.startsWith(':')
        ? ['gym', '42', 'a%20b']
        : [segment];
  let paths = [''];
  for (const segment of pattern.split('/').filter(Boolean))
    paths = paths.flatMap((p) => fills(segment).map((f) => (f ? `${p}/${f}` : p)));
  return paths.flatMap((p) => {
    const path = p || '/';
    return [path, `${path}/`.replace('//', '/'), path.toUpperCase(), `${path}/extra`.replace('//', '/')];
  });
}

const app: Tables = (() => {
  const top = declared(AppRoutes({}), '');
  const admin = declared(AdminRoutes(), 'admin:');
  return { top, nested: { '/admin/*': admin } };
})();

describe('router', () => {
  it('reads the whole route table of the app', () => {
    const ids = [...leaves(app.top), ...app.nested['/admin/*']].map((r) => r.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        '/',
        '/auth',
        '/dashboard',
        '/member-invoices',
        '/receipt/:kind/:id',
        '*',
        '/admin/*',
        'admin:(index)',
        'admin:parking-approval',
        'admin:settings',
        'admin:*',
      ]),
    );
    expect(ids.length).toBeGreaterThan(25);
  });

  it('reaches the route react-router reaches, with the same parameters, on every route of the app', () => {
    const patterns = [
      ...leaves(app.top).map((r) => r.path ?? '/'),
      ...app.nested['/admin/*'].map((r) => `/admin/${r.index ? '' : r.path}`),
    ];
    const paths = [...new Set(patterns.flatMap(pathsFor))];
    expect(paths.length).toBeGreaterThan(150);
    expect(differences(app, paths)).toEqual([]);
  });

  it('shows the 404 page where there is no route, inside the admin area too', () => {
    const notFound = [
      '/nope',
      '/dashboard/extra',
      '/receipt',
      '/receipt/gym',
      '/receipt/gym/1/2',
      '/admin/nope',
      '/admin/parking-approval/42',
      '/ADMIN/Settings/x',
      '/%E0%A4',
    ];
    expect(differences(app, notFound)).toEqual([]);
    expect(notFound.map((p) => own(app, p)?.id)).toEqual([
      '*',
      '*',
      '*',
      '*',
      '*',
      'admin:*',
      'admin:*',
      'admin:*',
      '*',
    ]);
  });

  it('ranks competing routes as react-router does: static over parameter over splat, an index over its layout', () => {
    const route = (path: string | undefined, children: Declared[] = []): Declared => ({
      id: path ?? '(layout)',
      path,
      children,
    });
    const tables: Tables = {
      top: [
        route('/*'),
        route('/:x/:y'),
        route('/:x/b'),
        route('/a/*'),
        route('/a', [{ id: '/a (index)', index: true, children: [] }, route(':id'), route('new')]),
        route('/a/:id/edit'),
        route(undefined, [route('/:x'), route('/b/*')]),
        route('/b/new'),
      ],
      nested: {},
    };
    const words = ['a', 'b', 'new', 'edit', 'Z'];
    let paths = ['/'];
    for (let depth = 0; depth < 3; depth++)
      paths = [...paths, ...paths.flatMap((p) => words.map((w) => `${p === '/' ? '' : p}/${w}`))];
    expect(differences(tables, [...new Set(paths)])).toEqual([]);
  });
});
